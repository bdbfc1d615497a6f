import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClampedText, needsMoreLess } from './disclosure';
import { UiProvider } from './provider';

const ten = 'one two three four five six seven eight nine ten';

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

  it('clamps an eleven-word text and toggles between More and Less', async () => {
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
