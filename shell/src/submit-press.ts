// A mouse press on a form's submit button keeps the focus where it is. Otherwise the field being left loses the focus
// as the button goes down and validates on leaving (Formik's blur validation): a message shown since a refused save
// disappears, or a new one appears, the form's height changes, and the button moves out from under the pointer before
// it comes up. The browser then sends no click: the press is lost and nothing is said. Without the focus change nothing
// moves, the click lands, and the form validates and submits as it does for a key press. Keyboard and touch presses
// are not affected (a tap's click goes to the element touched); the button still shows its pressed state.
export function keepFocusOnSubmitPress(target: Document = document) {
  const onPress = (event: MouseEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const button = event.target.closest('button[type="submit"], input[type="submit"]');
    if (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) {
      if (button.form && !button.disabled) event.preventDefault();
    }
  };
  target.addEventListener('mousedown', onPress, true);
  return () => target.removeEventListener('mousedown', onPress, true);
}
