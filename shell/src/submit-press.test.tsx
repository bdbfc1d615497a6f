import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { keepFocusOnSubmitPress } from './submit-press';

// The class of "a form drops the first valid press after a validation error": the press on the submit button must not
// move the focus, since leaving a field validates it and can move the button before the click.
function Form({ onSubmit }: { onSubmit: () => void }) {
  const [error, setError] = useState('Please give the reason for this membership');
  return (
    <form
      aria-label="Grant"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Reason
        <textarea onBlur={() => setError('')} />
      </label>
      {error && <p>{error}</p>}
      <button type="submit">Grant membership</button>
      <button type="button">Cancel</button>
    </form>
  );
}

describe('keepFocusOnSubmitPress', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = keepFocusOnSubmitPress();
  });
  afterEach(() => stop());

  it("keeps the focus in the field on a mouse press of the form's submit button, so the field's message stays until the click submits", () => {
    const submitted = jest.fn();
    render(<Form onSubmit={submitted} />);
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    reason.focus();
    const button = screen.getByRole('button', { name: 'Grant membership' });
    // fireEvent answers false when a handler prevented the default (here: moving the focus to the button).
    expect(fireEvent.mouseDown(button)).toBe(false);
    expect(reason).toHaveFocus();
    expect(screen.getByText('Please give the reason for this membership')).toBeInTheDocument();
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves every other press alone: other buttons, other mouse buttons, a disabled submit button', () => {
    render(<Form onSubmit={jest.fn()} />);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Grant membership' }), { button: 2 })).toBe(true);
    screen.getByRole('button', { name: 'Grant membership' }).setAttribute('disabled', '');
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Grant membership' }))).toBe(true);
  });

  it('stops when asked', () => {
    stop();
    render(<Form onSubmit={jest.fn()} />);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Grant membership' }))).toBe(true);
    stop = () => undefined;
  });
});
