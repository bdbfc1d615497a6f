import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkInSchema } from '../../staff-validation';
import { Button, chakra, Stack, Text } from 'shared-ui';
import { DoorInput } from './DoorInput';
import { CLEAR_OF_BARS } from './ScanBar';
import type { Outcome } from './use-door';

const codeRule = checkInSchema.pick(['code']);
const HELPER = 'Printed under the QR code on the ticket, e.g. T42.Xb3…';

/**
 * The ticket code, typed (or typed by a barcode scanner plugged in as a keyboard). The field keeps the focus after each
 * entry so the next code goes straight into it: emptied when the person was admitted, selected when refused so the
 * next code replaces it. The code is case-sensitive: the phone must not capitalise, correct or complete it.
 */
export function CodeForm({ onCode, outcome }: { onCode(code: string): Promise<boolean>; outcome: Outcome | null }) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  // The result of a typed code shows above this form and pushes it down: Check in is brought back into view, clear of
  // the scan bar, for the next code. (A camera scan leaves the page where it is: the camera stays in view.)
  useEffect(() => {
    if (!outcome || !sent.current) return;
    sent.current = false;
    button.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const field = input.current;
    if (busy) return;
    let value: string;
    try {
      value = codeRule.validateSync({ code }).code;
    } catch (invalid) {
      setError((invalid as Error).message);
      field?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    sent.current = true;
    const admitted = await onCode(value).finally(() => setBusy(false));
    // A scanner may already be typing the next code: only the code just sent is emptied.
    if (admitted) setCode((current) => (current === code ? '' : current));
    field?.focus();
    if (!admitted) field?.select();
  };

  return (
    <chakra.form noValidate aria-label="Check a ticket in" onSubmit={(e) => void submit(e)}>
      <Stack gap="2">
        <chakra.label htmlFor="check-in-code" fontWeight="medium">
          Ticket code
        </chakra.label>
        <DoorInput
          ref={input}
          id="check-in-code"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          enterKeyHint="go"
          aria-invalid={error ? true : undefined}
          aria-describedby="check-in-code-note"
          borderColor={error ? 'border.error' : 'border'}
        />
        <Text id="check-in-code-note" fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
          {error ?? HELPER}
        </Text>
        <Button ref={button} type="submit" colorPalette="brand" size="lg" w={{ base: 'full', md: 'auto' }} alignSelf="start" loading={busy} {...CLEAR_OF_BARS}>
          Check in
        </Button>
      </Stack>
    </chakra.form>
  );
}
