import type { BookingExtra } from 'shared-api';
import { Heading, Stack, Text } from 'shared-ui';
import { CheckboxInGroup } from 'shared-ui/forms';

/** Each detail a booking may ask for beyond the holder's name, e-mail and phone, as staff read it (in the form's order). */
const EXTRAS: ReadonlyArray<[BookingExtra, string]> = [
  ['cnic', 'CNIC (13 digits, as on the card): for a venue that checks identity at its gate'],
  ['company', 'Company and position'],
  ['address', 'Postal address (address, city, province, country): for something posted to the holder'],
];

/** What a booking of the event asks for: nothing beyond the name, e-mail and phone unless the organisers want it. */
export function BookingAsksField() {
  return (
    <Stack as="fieldset" gap="2" borderTopWidth="1px" pt="5" minW="0">
      <Heading as="legend" size="md" mb="1">
        What a booking asks
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Every booking asks for the ticket holder’s name, e-mail and phone number. Tick only what the organisers need: each
        is then required of every booking, and nothing else is asked or kept. A free event that asks for more is booked
        through the ticket form rather than at one press.
      </Text>
      {EXTRAS.map(([value, label]) => (
        <CheckboxInGroup key={value} name="booking_asks" value={value} label={label} />
      ))}
    </Stack>
  );
}
