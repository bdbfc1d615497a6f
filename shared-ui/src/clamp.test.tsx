import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClampedText, needsMoreLess } from './clamp';
import { UiProvider } from './provider';

const ten = 'one two three four five six seven eight nine ten';

/** Makes every element's full height taller than its box, as a clamped text is in a browser. */
function pretendClamped() {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(96);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
}

afterEach(() => jest.restoreAllMocks());

describe('More/Less clamp', () => {
  it('offers More/Less only above the word limit', () => {
    expect(needsMoreLess(ten, 10)).toBe(false);
    expect(needsMoreLess(`${ten} eleven`, 10)).toBe(true);
  });

  it('shows a ten-word text whole, without a toggle', () => {
    render(<UiProvider><ClampedText text={ten} lines={2} wordLimit={10} /></UiProvider>);
    expect(screen.getByText(ten)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives no toggle to a long text that fits in its lines at the width it has', () => {
    // jsdom lays nothing out: the text's full height equals its clamped height.
    render(<UiProvider><ClampedText text={`${ten} eleven`} lines={2} wordLimit={10} /></UiProvider>);
    expect(screen.getByText(`${ten} eleven`)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('clamps an eleven-word text that overflows its lines and toggles between More and Less', async () => {
    pretendClamped();
    const user = userEvent.setup();
    render(<UiProvider><ClampedText text={`${ten} eleven`} lines={2} wordLimit={10} /></UiProvider>);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });
});
