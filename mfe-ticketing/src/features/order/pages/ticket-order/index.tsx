import { msg, t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { newIdempotencyKey, PAYMENT_METHODS, PAYMENT_PENDING_NOTE, WALLET_CHOICES } from 'shared-api/ticketing';
import type { OrderInput } from 'shared-api/validation/ticketing';
import { Alert, Box, Button, Card, chakra, Grid, Heading, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useNavigate, useParams, useSearchParams } from 'shared-ui';
import { i18n } from '#i18n';
import type { MessageDescriptor } from 'shared-ui';
import { Accordion } from 'shared-ui/disclosure';
import { Form, Formik, SubmitButton, useField, useFormikContext } from 'shared-ui/forms';
import { EventWidget } from '../../../event/EventWidget';
import { orderSchema } from '../../../forms/schemas';
import { usePlaceOrder } from '../../api';
import { bookingKeys, getTicket } from '../../requests';
import type { Ticket } from '../../shapes';
import { CheckNoteAlert, PendingPayment, useCheckAgain, useReadAgainOnBack } from '../../PendingPayment';
import { showRefusal } from '../../submit';
import { Totals } from '../../Totals';

// A wallet's name is its brand; its help is shared-api's, shown in the page's language by its English (i18n._).
const METHODS: ReadonlyArray<{ value: number; label: string | MessageDescriptor; help: string | MessageDescriptor }> = [
  { value: PAYMENT_METHODS.card, label: msg`Card`, help: msg`Pay now on the payment page.` },
  ...WALLET_CHOICES.map((w) => ({ value: w.value, label: w.label, help: w.help })),
  { value: PAYMENT_METHODS.onebill, label: msg`Bill payment (1Bill)`, help: msg`Pay from your banking app; your seat is held for 3 days.` },
  { value: PAYMENT_METHODS.free, label: msg`Free`, help: msg`Nothing to pay.` },
];

/** How the ticket is paid: the order is made out to the ticket's holder, and a ticket is not shipped anywhere. */
interface OrderForm {
  payment_method: number | '';
}

/** The ways the server accepts for this ticket's order (card and each wallet only while its gateway is set up). */
function PaymentMethods({ offered }: { offered: readonly number[] }) {
  const [field, meta, helpers] = useField<number | ''>('payment_method');
  const { submitCount } = useFormikContext();
  const shown = METHODS.filter((m) => offered.includes(m.value));
  const error = (meta.touched || submitCount > 0) && meta.error;
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="semibold" mb="2">
        {t`Payment method`}
      </chakra.legend>
      <Stack gap="2">
        {shown.map((m) => (
          <chakra.label key={m.value} display="flex" gap="3" alignItems="start" borderWidth="1px" borderRadius="l2" p="3" cursor="pointer" borderColor={field.value === m.value ? 'brand.solid' : undefined}>
            <chakra.input type="radio" name="payment_method" value={m.value} checked={field.value === m.value} onChange={() => void helpers.setValue(m.value)} onBlur={field.onBlur} mt="1" accentColor="brand.solid" />
            <Box>
              <Text fontWeight="medium">{typeof m.label === 'string' ? m.label : i18n._(m.label)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {i18n._(m.help)}
              </Text>
            </Box>
          </chakra.label>
        ))}
      </Stack>
      {error && (
        <Text color="fg.error" fontSize="sm" mt="2" role="alert">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

function TicketPreview({ ticket }: { ticket: Ticket }) {
  // the e-mail, CNIC and phone number read left to right in an Urdu page too; what the event did not ask for is not shown
  const rows = ([
    [t`Name`, `${ticket.first_name} ${ticket.last_name}`],
    [t`Email`, ticket.email, true],
    [t`CNIC`, ticket.cnic, true],
    [t`Company`, ticket.company],
    [t`Position`, ticket.position],
    [t`Phone Number`, ticket.phone_number, true],
    [t`Address`, [ticket.physical_address, ticket.city, ticket.state, ticket.country].filter(Boolean).join(', ')],
  ] satisfies Array<[string, string, ltr?: boolean]>).filter(([, value]) => value.trim() !== '');
  return (
    <Accordion.Root collapsible variant="enclosed">
      <Accordion.Item value="ticket">
        <Accordion.ItemTrigger>
          <Box flex="1" textAlign="start">
            <Text fontWeight="semibold">{t`Ticket Details`}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t`Click here to preview your ticket`}
            </Text>
          </Box>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            <Stack as="dl" gap="2">
              {rows.map(([label, value, ltr]) => (
                <Box key={label}>
                  <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase">
                    {label}
                  </Text>
                  {/* a long e-mail or address breaks where it must, so the page never scrolls sideways on a phone */}
                  <Text as="dd" overflowWrap="anywhere">
                    {ltr ? (
                      <Box as="bdi" dir="ltr" overflowWrap="anywhere">
                        {value}
                      </Box>
                    ) : (
                      value
                    )}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}

/** What the page says when the member comes back from a payment (`pending` is shared-api's note, by its English). */
const PAYMENT_NOTES: Record<string, string | MessageDescriptor> = {
  declined: msg`Your payment was declined. Your order is still pending: you can try again.`,
  late: msg`Your payment arrived after your order expired and no seat was free. Please contact us.`,
  pending: PAYMENT_PENDING_NOTE,
};

/** After another way was chosen: what the server did with the payment that was waiting, and the way on to the new one. */
function ContinueToPay({ url, message }: { url: string; message: string }) {
  return (
    <Stack gap="3">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button asChild colorPalette="brand" alignSelf="start">
        <a href={url}>{t`Continue to payment`}</a>
      </Button>
    </Stack>
  );
}

/**
 * The order (second spec §2.4): the ticket preview, the payment method and the totals; a ticket is not shipped, so
 * there is no shipping line and no other address to choose (docs/decisions/035). An order
 * whose online payment waits for its provider's answer shows that payment instead, with Check again and Pay another
 * way (`?pay=another` opens the choice of methods at once).
 */
export default function TicketOrderPage() {
  const { ticketId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [key] = useState(newIdempotencyKey);
  const placing = usePlaceOrder();
  const [another, setAnother] = useState(search.get('pay') === 'another');
  const [continueTo, setContinueTo] = useState<{ url: string; message: string } | null>(null);
  const checkAgain = useCheckAgain((order) => navigate(`/order/thankyou?O=${order.id}`));
  const query = useQuery({
    // Read afresh on every visit (nothing kept once the page is left): the ticket's order changes when it is placed or paid.
    ...defineQuery([...bookingKeys.ticket(ticketId), 'order'], async () => {
      const ticket = await getTicket(ticketId);
      return { message: ticket.message, data: { ticket: ticket.data } };
    }),
    gcTime: 0,
  });
  // Back from the payment page: the order as it is now (its payment waiting for an answer), not as it was left.
  const { refetch } = query;
  useReadAgainOnBack(
    useCallback(() => {
      setContinueTo(null);
      setAnother(false);
      return refetch();
    }, [refetch]),
    query.isFetching,
  );
  const noteMessage = PAYMENT_NOTES[search.get('payment') ?? ''];
  const note = noteMessage && i18n._(noteMessage);
  return (
    <PageSection title={t`Ticket Order`} width="6xl">
      <PageFrame query={query} what={t`your ticket`} notFound={{ title: t`This ticket does not exist`, back: { to: '/dashboard/events', label: t`All events` } }}>
        {({ ticket }) => {
          const order = ticket.order;
          const paid = order?.status === 'paid';
          const billPending = order?.status === 'pending' && order.payment_method === PAYMENT_METHODS.onebill;
          const waiting = order?.status === 'pending' && order.pending_payment ? { ...order, pending_payment: order.pending_payment } : null;
          const orderId = order?.id ?? 0;
          // The way the order was last paid stays chosen (a payment declined or timed out comes back to it); else the
          // first way offered: card where a gateway takes it, else bill payment; Free for a free ticket.
          const offered = METHODS.filter((m) => ticket.payment_methods.includes(m.value)).map((m) => m.value);
          const kept = order && !paid && offered.includes(order.payment_method) ? order.payment_method : (offered[0] ?? '');
          const initial: OrderForm = { payment_method: kept };
          return (
            // On a phone the column reads top to bottom: the ticket, the event and what the order costs, then the
            // payment and Place Order, so the member sees the total before pressing. From the large breakpoint the
            // event and the totals sit beside the ticket and the payment, as before.
            <Grid
              templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
              templateAreas={{ base: '"ticket" "summary" "payment"', lg: '"ticket summary" "payment summary"' }}
              templateRows={{ lg: 'auto 1fr' }}
              columnGap="6"
              rowGap={{ base: 6, lg: 5 }}
              alignItems="start"
            >
              <Stack gap="5" gridArea="ticket" minW="0">
                {note && (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>{note}</Alert.Title>
                  </Alert.Root>
                )}
                <CheckNoteAlert note={checkAgain.note} />
                <TicketPreview ticket={ticket} />
              </Stack>
              <Stack gap="4" gridArea="summary" minW="0">
                <EventWidget event={ticket.event} packageName={ticket.package_name} price={ticket.price} discounted={ticket.discounted_price} />
                <Card.Root variant="outline">
                  <Card.Body>
                    <Heading as="h2" size="sm" mb="3">
                      {t`Your order`}
                    </Heading>
                    <Totals price={ticket.price} discounted={ticket.discounted_price} />
                  </Card.Body>
                </Card.Root>
              </Stack>
              <Box gridArea="payment" minW="0">
                <Card.Root>
                  <Card.Body>
                    {paid ? (
                      <Stack gap="3">
                        <Text>{t`This ticket is paid.`}</Text>
                        <Button asChild colorPalette="brand" alignSelf="start">
                          <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
                        </Button>
                      </Stack>
                    ) : billPending ? (
                      <Stack gap="3">
                        <Text>{t`Your order #${orderId} is pending until your bill payment is received.`}</Text>
                        <Button asChild colorPalette="brand" alignSelf="start">
                          <RouterLink to={`/order/onebill?id=${ticket.order?.id}`}>{t`How to pay`}</RouterLink>
                        </Button>
                      </Stack>
                    ) : continueTo ? (
                      <ContinueToPay {...continueTo} />
                    ) : waiting && !another ? (
                      <PendingPayment order={waiting} onCheck={() => void checkAgain.check(waiting.id)} checking={checkAgain.checking} another={{ onClick: () => setAnother(true) }} />
                    ) : (
                      <Formik
                        initialValues={initial}
                        validationSchema={orderSchema}
                        validateOnChange={false}
                        onSubmit={async (values, helpers) => {
                          const input: OrderInput = { payment_method: Number(values.payment_method) };
                          try {
                            const { data, message } = await placing.mutateAsync({ ticketId: ticket.id, input: await orderSchema.cast(input), idempotencyKey: key });
                            if (waiting && another) {
                              // The server says what became of the payment that was waiting (closed, or continued): read before going on.
                              if (data.redirect_url) return setContinueTo({ url: data.redirect_url, message });
                              notifySuccess(message);
                            }
                            if (data.redirect_url) window.location.assign(data.redirect_url);
                            else if (data.status === 'paid') navigate(`/order/thankyou?O=${data.id}`);
                            else navigate(`/order/onebill?id=${data.id}`);
                          } catch (error) {
                            showRefusal(error, helpers);
                          }
                        }}
                      >
                        <Form noValidate aria-label={t`Order`}>
                          <Stack gap="5">
                            {waiting && another && <Text>{t`Choose another way to pay order #${orderId}.`}</Text>}
                            <PaymentMethods offered={offered} />
                            <Stack direction={{ base: 'column', md: 'row' }} gap="3">
                              <SubmitButton w={{ base: 'full', md: 'auto' }}>{t`Place Order`}</SubmitButton>
                              {waiting && another && (
                                <Button variant="outline" colorPalette="brand" w={{ base: 'full', md: 'auto' }} onClick={() => setAnother(false)}>
                                  {t`Keep waiting`}
                                </Button>
                              )}
                            </Stack>
                          </Stack>
                        </Form>
                      </Formik>
                    )}
                  </Card.Body>
                </Card.Root>
              </Box>
            </Grid>
          );
        }}
      </PageFrame>
    </PageSection>
  );
}
