// The order form's own rules: the delivery address is asked for only when it differs from the ticket's. Loaded when
// the form first validates, with yup (./schemas.ts).
import { messages, schema, trimmed } from 'shared-api/validation';
import { ADDRESS_MAX, ticketMessages } from 'shared-api/validation/ticketing';

const whenDifferent = (rule: ReturnType<typeof trimmed>) => trimmed().when('different_address', { is: true, then: () => rule });

export const orderFormSchema = schema.object({
  payment_method: schema.number().typeError(messages.paymentMethod).required(messages.paymentMethod),
  physical_address: whenDifferent(trimmed().max(ADDRESS_MAX, ticketMessages.addressTooLong).required(ticketMessages.address)),
  city: whenDifferent(trimmed().required(ticketMessages.city)),
  state: whenDifferent(trimmed().required(ticketMessages.state)),
});
