// shared-ui/error-summary: after a failed save, a summary of the form's errors at its top and focus on the first one.
// Its own entry, bundled by the remote that uses it (the staff's long forms), so the sign-in and registration forms
// do not pay for it. Like image-field, it takes shared-ui and shared-ui/forms by name: one Chakra, one formik.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { messageScope, chakra } from 'shared-ui';
import { useFormikContext } from 'shared-ui/forms';

// A remote bundles this file rather than sharing it: its messages are read from the shell's shared-ui, through
// `shared-ui` itself, not from a copy of the message runtime of its own (docs/decisions/032).
const { i18n } = messageScope('shared-ui');

/**
 * Marks a message that is no field's own (a list's "add at least one package") as the place the error `name` leads
 * to: the summary links to it and a failed save may move focus to it.
 */
export const formErrorMark = (name: string) => ({ 'data-form-error': name, tabIndex: -1 }) as const;

export interface FormError {
  /** the field's name, dotted (`packages.0.price`) */
  name: string;
  message: string;
}

/** formik's errors, nested or flat as a server sends them (`packages[0].price`), one message per field. */
export function formErrorList(errors: unknown, prefix = ''): FormError[] {
  if (typeof errors === 'string') return prefix ? [{ name: prefix, message: i18n.text(errors) }] : [];
  if (errors === null || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => formErrorList(value, [prefix, key.replace(/\[(\d+)\]/g, '.$1')].filter(Boolean).join('.')));
}

/** What a reader hears of an element, without what is hidden from them (a required field's asterisk). */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes).map(spokenText).join('');
}

interface Located extends FormError {
  target: HTMLElement | null;
  /** what the link says before the message: the item of a list and the field (`Package 2, Price (PKR)`) */
  where: string;
}

/**
 * Where an error shows: a message marked for it (formErrorMark), else the field of that name (or a picture's input,
 * `data-field`), else the first field under that name (a group of checkboxes).
 */
function locate(form: HTMLFormElement, error: FormError): Located {
  const attribute = (name: string, value: string) => form.querySelector<HTMLElement>(`[${name}=${JSON.stringify(value)}]`);
  const marked = attribute('data-form-error', error.name);
  const field = marked ? null : (attribute('name', error.name) ?? attribute('data-field', error.name));
  const under = marked || field ? null : form.querySelector<HTMLElement>(`[name^=${JSON.stringify(`${error.name}.`)}]`);
  const target = marked ?? field ?? under;
  if (!target) return { ...error, target: null, where: '' };
  const group = target.closest('[role="group"][aria-label]');
  const labels = field && 'labels' in field ? (field as HTMLInputElement).labels : null;
  // A field that is no input (the rich text editor's text area) names the element that labels it.
  const labelledBy = field?.getAttribute('aria-labelledby')?.split(' ')[0];
  const named = labels?.length ? labels[0] : labelledBy ? document.getElementById(labelledBy) : null;
  const label = spokenText(named ?? target.closest('fieldset')?.querySelector('legend') ?? document.createTextNode(''));
  const where = [group && form.contains(group) ? group.getAttribute('aria-label') : null, label.trim()].filter(Boolean).join(', ');
  return { ...error, target, where };
}

const inPageOrder = (a: Located, b: Located) => {
  if (!a.target || !b.target) return a.target ? -1 : b.target ? 1 : 0;
  return a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
};

const goTo = (target: HTMLElement) => {
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
};

/**
 * Placed first inside a formik form: after a save that failed (the schema's messages or the server's), a summary at
 * the top of the form lists every error, in the order of the form, each a link to its field; and focus moves to the
 * first one, so the keyboard and the screen reader are there too, however far down the form it is. The summary
 * follows the errors as they are corrected and goes once there are none.
 */
export function ErrorSummary({ title = i18n._(msg`Please correct these before saving`) }: { title?: string }) {
  const { errors, submitCount, isSubmitting } = useFormikContext();
  const anchor = useRef<HTMLDivElement>(null);
  const handled = useRef(0);
  const headingId = useId();
  const [located, setLocated] = useState<Located[]>([]);
  // After the fields have rendered their messages, so that marked messages can be found.
  useLayoutEffect(() => {
    const form = anchor.current?.closest('form');
    const found = form && submitCount > 0 ? formErrorList(errors).map((error) => locate(form, error)).sort(inPageOrder) : [];
    setLocated(found);
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = found.find((error) => error.target)?.target;
    if (first) goTo(first);
  }, [errors, submitCount, isSubmitting]);
  return (
    <chakra.div ref={anchor} hidden={located.length === 0}>
      {located.length > 0 && (
        <chakra.section aria-labelledby={headingId} borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="l2" p="4">
          <chakra.h2 id={headingId} fontWeight="semibold" color="fg.error" mb="2">
            {title}
          </chakra.h2>
          <chakra.ul ps="5" listStyleType="disc" display="flex" flexDirection="column" gap="1" textStyle="sm">
            {located.map((error) => (
              <li key={error.name}>
                {error.target ? (
                  <chakra.a
                    href={error.target.id ? `#${error.target.id}` : '#'}
                    color="fg.error"
                    textDecoration="underline"
                    onClick={(event) => {
                      event.preventDefault();
                      if (error.target) goTo(error.target);
                    }}
                  >
                    {error.where ? `${error.where}: ${error.message}` : error.message}
                  </chakra.a>
                ) : (
                  error.message
                )}
              </li>
            ))}
          </chakra.ul>
        </chakra.section>
      )}
    </chakra.div>
  );
}
