import { msg, t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { ApiError, defineQuery, errorMessage, isNotFound, type MembershipPackage } from 'shared-api';
import { getPackage } from 'shared-api/content';
import { getMembership, membershipKeys, validateMembership, type MembershipPaymentMethod, useBuyMembership } from '../../api';
import { useQuery } from 'shared-api/query';
import { newIdempotencyKey, PAYMENT_METHODS, PAYMENT_PENDING_NOTE, WALLET_CHOICES } from 'shared-api/ticketing';
import { Alert, Box, Button, Card, chakra, formatDate, formatPKR, Heading, HStack, type MessageDescriptor, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useNavigate, useParams, useSearchParams } from 'shared-ui';
import { i18n } from '#i18n';
import { Form, Formik, SubmitButton, useField, useFormikContext } from 'shared-ui/forms';
import { membershipPurchaseSchema } from '../../purchase-schema';
import { leaveFor } from '../../leave';
import { CheckNoteAlert, PendingPayment, useCheckAgain, useReadAgainOnBack } from '../../PendingPayment';

// A wallet's name is its brand; its help is shared-api's, shown in the page's language by its English (i18n._).
const METHODS: ReadonlyArray<{ value: MembershipPaymentMethod; label: MessageDescriptor | string; help: MessageDescriptor | string }> = [
  { value: PAYMENT_METHODS.card, label: msg`Card`, help: msg`Pay now on the payment page.` },
  ...WALLET_CHOICES,
  { value: PAYMENT_METHODS.onebill, label: msg`Bill payment (1Bill)`, help: msg`Pay from your banking app; your membership starts when the payment is received.` },
];

const PAYMENT_NOTES: Record<string, string | MessageDescriptor> = {
  declined: msg`Your payment was declined. Nothing was charged: you can try again.`,
  late: msg`Your payment arrived after your order expired. Please contact us.`,
  pending: PAYMENT_PENDING_NOTE,
};

/** A label of this page's fixed lists, in the page's language (a brand name stays as it is). */
const say = (text: MessageDescriptor | string) => i18n._(text);

/** The package, the member's membership and the server's word on choosing it, read together. */
async function loadOrder(packageName: string) {
  const [pkg, membership] = await Promise.all([getPackage(packageName), getMembership()]);
  let refusal: string | null = null;
  try {
    await validateMembership(pkg.data.name);
  } catch (error) {
    // The server's reason (the current package, a disabled one) is the page's message; anything else is an error.
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    refusal = errorMessage(error);
  }
  return { message: pkg.message, data: { pkg: pkg.data, membership: membership.data, refusal } };
}

/** The ways the server accepts for a plan (card only while a card gateway is set up). */
function PaymentMethods({ offered }: { offered: readonly number[] }) {
  const [field, meta, helpers] = useField<number>('payment_method');
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error;
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="semibold" mb="2">
        {t`Payment method`}
      </chakra.legend>
      <Stack gap="2">
        {METHODS.filter((m) => offered.includes(m.value)).map((m) => (
          <chakra.label key={m.value} display="flex" gap="3" alignItems="start" borderWidth="1px" borderRadius="l2" p="3" cursor="pointer" borderColor={field.value === m.value ? 'brand.solid' : undefined}>
            <chakra.input type="radio" name="payment_method" value={m.value} checked={field.value === m.value} onChange={() => void helpers.setValue(m.value)} onBlur={field.onBlur} mt="1" accentColor="brand.solid" />
            <Box>
              <Text fontWeight="medium">{say(m.label)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {say(m.help)}
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

/** Spec §9: the total is the discounted price when there is one, else the price; the discount is the difference. */
function Totals({ pkg }: { pkg: MembershipPackage }) {
  const total = pkg.discounted_price ?? pkg.price;
  const discount = pkg.price - total;
  // The package as the page's language names it (the Urdu staff wrote); its English name stays its key.
  const name = pkg.title;
  const row = (label: string, value: string, strong = false) => (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : undefined} fontSize={strong ? 'lg' : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
  return (
    <Stack gap="2" role="group" aria-label={t`Order totals`}>
      {row(t`${name} membership, one year`, formatPKR(pkg.price))}
      {row(t`Discount`, discount > 0 ? `- ${formatPKR(discount)}` : formatPKR(0))}
      <Box borderTopWidth="1px" pt="2">
        {row(t`Total`, formatPKR(total), true)}
      </Box>
    </Stack>
  );
}

type Loaded = Awaited<ReturnType<typeof loadOrder>>['data'];

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
 * A paid package: its total and how to pay. The member's pending order for it keeps its way of paying chosen (a payment
 * declined or timed out comes back to it); one whose online payment waits for its provider's answer shows that payment
 * instead, with Check again and Pay another way (`?pay=another` opens the choice at once).
 */
function PaidPackage({ pkg, membership }: Loaded) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const buying = useBuyMembership();
  const [key] = useState(newIdempotencyKey);
  const [another, setAnother] = useState(search.get('pay') === 'another');
  const [continueTo, setContinueTo] = useState<{ url: string; message: string } | null>(null);
  const checkAgain = useCheckAgain((order) => navigate(`/dashboard/membership?payment=paid&order=${order.id}`));
  useReadAgainOnBack(
    useCallback(() => {
      setContinueTo(null);
      setAnother(false);
    }, []),
  );
  const renewing = membership.membership_package.toLowerCase() === pkg.name.toLowerCase() && membership.membership_end_date;
  const own = membership.pending_order?.kind === 'membership' && membership.pending_order.package_name.toLowerCase() === pkg.name.toLowerCase() ? membership.pending_order : null;
  const waiting = own?.pending_payment ? { ...own, pending_payment: own.pending_payment } : null;
  // The order's own way stays chosen; else the first way offered: card where a gateway takes it, else a wallet, else bill payment.
  const offered = METHODS.filter((m) => membership.payment_methods.includes(m.value)).map((m) => m.value);
  const kept = offered.find((method) => method === own?.payment_method) ?? offered[0] ?? PAYMENT_METHODS.onebill;
  const name = pkg.title;
  const from = renewing ? formatDate(membership.membership_end_date ?? '') : '';
  const orderId = own?.id ?? 0;
  return (
    <Stack gap="5">
      <CheckNoteAlert note={checkAgain.note} />
      <Text>
        {renewing ? t`Renewing adds one year to your ${name} membership, from ${from}.` : t`Your ${name} membership starts when your payment is received and lasts one year.`}
      </Text>
      <Totals pkg={pkg} />
      {continueTo ? (
        <ContinueToPay {...continueTo} />
      ) : waiting && !another ? (
        <PendingPayment order={waiting} onCheck={() => void checkAgain.check(waiting.id)} checking={checkAgain.checking} another={{ onClick: () => setAnother(true) }} />
      ) : (
        <Formik
          initialValues={{ package_id: pkg.id, payment_method: kept }}
          validationSchema={membershipPurchaseSchema}
          validateOnChange={false}
          onSubmit={async (values) => {
            try {
              const { data, message } = await buying.mutateAsync({ packageId: pkg.id, method: values.payment_method, key });
              if (waiting && another) {
                // The server says what became of the payment that was waiting (closed, or continued): read before going on.
                if (typeof data === 'string') return setContinueTo({ url: data, message });
                notifySuccess(message);
              }
              if (typeof data === 'string') leaveFor(data);
              else if (data.order) navigate(`/order/onebill?id=${data.order.id}`);
            } catch (error) {
              notifyError(errorMessage(error));
            }
          }}
        >
          <Form noValidate aria-label={t`Membership order`}>
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
    </Stack>
  );
}

/** Seed while a paid package runs: no order, the member moves to Seed when the paid year ends. */
function MoveToSeed({ pkg, membership }: Loaded) {
  const navigate = useNavigate();
  const buying = useBuyMembership();
  const [moving, setMoving] = useState(false);
  const ends = membership.membership_end_date;
  const current = membership.membership_package_title;
  const until = ends ? formatDate(ends) : '';
  return (
    <Stack gap="4">
      <Text>
        {ends
          ? t`Seed is free and never expires. Your ${current} membership stays active until ${until}; you move to Seed then, and we stop sending renewal reminders.`
          : t`Seed is free and never expires. Your ${current} membership stays active until it ends; you move to Seed then, and we stop sending renewal reminders.`}
      </Text>
      <Button
        colorPalette="brand"
        alignSelf="start"
        loading={moving}
        onClick={async () => {
          setMoving(true);
          try {
            const { data } = await buying.mutateAsync({ packageId: pkg.id, method: PAYMENT_METHODS.card });
            const on = typeof data === 'string' ? null : data.moves_to_seed_on;
            const day = on ? formatDate(on) : '';
            notifySuccess(on ? t`You will move to Seed on ${day}.` : t`You are on Seed.`);
            navigate('/dashboard/membership');
          } catch (error) {
            notifyError(errorMessage(error));
          } finally {
            setMoving(false);
          }
        }}
      >
        {t`Move to Seed when my ${current} year ends`}
      </Button>
    </Stack>
  );
}

/** Purchase page (core spec: /dashboard/membership/{plan}/order): the package, its total, how to pay. */
export default function MembershipOrderPage() {
  const { packageName = '' } = useParams();
  const [search] = useSearchParams();
  const query = useQuery({ ...defineQuery([...membershipKeys.all, 'order', packageName], () => loadOrder(packageName)), retry: (count: number, error: unknown) => !isNotFound(error) && count < 2 });
  const note = PAYMENT_NOTES[search.get('payment') ?? ''];
  // Back from the payment page: the order as it is now (its payment waiting for an answer), not as it was left.
  useReadAgainOnBack(query.refetch, query.isFetching);
  return (
    <PageSection title={t`Membership Order`} width="3xl">
      <PageFrame query={query} what={t`this package`} notFound={{ title: t`This membership package does not exist`, back: { to: '/dashboard/membership', label: t`Membership Details` } }}>
        {(loaded) => (
          <Stack gap="5">
            {note && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{i18n._(note)}</Alert.Title>
              </Alert.Root>
            )}
            <Card.Root>
              <Card.Body gap="4">
                <Heading as="h2" size="lg">
                  {loaded.pkg.title}
                </Heading>
                <Text color="fg.muted">{loaded.pkg.description}</Text>
                {loaded.refusal ? (
                  <Stack gap="4">
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{loaded.refusal}</Alert.Title>
                    </Alert.Root>
                    <Button asChild variant="outline" alignSelf="start">
                      <RouterLink to="/dashboard/membership">{t`Back to Membership Details`}</RouterLink>
                    </Button>
                  </Stack>
                ) : loaded.pkg.price === 0 ? (
                  <MoveToSeed {...loaded} />
                ) : (
                  <PaidPackage {...loaded} />
                )}
              </Card.Body>
            </Card.Root>
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}

