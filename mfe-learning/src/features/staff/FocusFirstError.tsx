import { useEffect, useRef } from 'react';
import { chakra } from 'shared-ui';
import { useFormikContext } from 'shared-ui/forms';

/** Marks a message that is not a field's (a list's "mark one correct answer") as a place a failed save may lead to. */
export const FORM_ERROR_MARK = { 'data-form-error': '', tabIndex: -1 } as const;

/**
 * On a long editor the first wrong field may be far above the button that was pressed: after a save that failed
 * (the schema's messages or the server's), focus moves to it, so the keyboard and the screen reader are there too.
 * Placed anywhere inside the form.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    anchor.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
  }, [submitCount, isSubmitting, errors]);
  return <chakra.span ref={anchor} hidden />;
}
