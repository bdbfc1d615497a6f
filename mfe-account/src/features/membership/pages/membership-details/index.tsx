import { t } from '@lingui/core/macro';
import { PAYMENT_METHODS } from 'shared-api/ticketing';
import { Alert, Box, Button, Card, formatDate, Heading, Island, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, Text, useSearchParams } from 'shared-ui';
import { usePackages, useMyMembership, type MyMembership } from '../../api';
import { CertificateButton } from '../../CertificateButton';
import { CheckNoteAlert, PendingPayment, planOrderPath, useCheckAgain, useReadAgainOnBack } from '../../PendingPayment';
import { PlanCards } from '../../PlanCards';
import { statusLabel } from '../../labels';
import { MemberIdBadge } from '../../../member/MemberIdBadge';

const orderPath = (packageName: string) => `/dashboard/membership/${encodeURIComponent(packageName)}/order`;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

/** What the member should know or do about their membership now, most pressing first. */
function Notices({ membership }: { membership: MyMembership }) {
  const [search, setSearch] = useSearchParams();
  // Paid on a check, the page says so as it does when the member comes back paid from the payment page.
  const checkAgain = useCheckAgain((order) => setSearch({ payment: 'paid', order: String(order.id) }));
  const notices = [];
  // A plan's English name is its key (its order page's address); the page names it as the server answered it, in the
  // page's language.
  const currentKey = membership.membership_package;
  const current = membership.membership_package_title;
  const endedKey = membership.ended_package;
  const ended = membership.ended_package_title ?? endedKey ?? '';
  if (search.get('payment') === 'paid' && membership.membership_end_date) {
    const until = formatDate(membership.membership_end_date);
    notices.push(
      <Alert.Root key="paid" status="success">
        <Alert.Indicator />
        <Alert.Title>
          {t`Payment received. Your ${current} membership is active until ${until}.`}
        </Alert.Title>
      </Alert.Root>,
    );
  }
  if (checkAgain.note && checkAgain.note.status !== 'success') notices.push(<CheckNoteAlert key="checked" note={checkAgain.note} />);
  const pending = membership.pending_order;
  // Only a bill payment has bill-payment steps: a wallet or card payment shows what it waits for, or the way to pay it.
  if (pending?.payment_method === PAYMENT_METHODS.onebill) {
    const order = pending.id;
    notices.push(
      <Alert.Root key="pending" status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`Your order #${order} is pending until your bill payment is received.`}</Alert.Title>
          <Button asChild size="sm" colorPalette="brand" alignSelf="start" mt="2">
            <RouterLink to={`/order/onebill?id=${pending.id}`}>{t`How to pay`}</RouterLink>
          </Button>
        </Alert.Content>
      </Alert.Root>,
    );
  } else if (pending?.pending_payment) {
    const waiting = { ...pending, pending_payment: pending.pending_payment };
    notices.push(
      <PendingPayment key="pending" order={waiting} onCheck={() => void checkAgain.check(waiting.id)} checking={checkAgain.checking} another={{ to: planOrderPath(waiting.package_name, true) }} />,
    );
  } else if (pending) {
    const order = pending.id;
    const plan = pending.package_title;
    notices.push(
      <Alert.Root key="pending" status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`Your order #${order} for ${plan} is waiting for payment.`}</Alert.Title>
          <Button asChild size="sm" colorPalette="brand" alignSelf="start" mt="2">
            <RouterLink to={planOrderPath(pending.package_name)}>{t`Complete payment`}</RouterLink>
          </Button>
        </Alert.Content>
      </Alert.Root>,
    );
  }
  if (membership.ended_on && endedKey) {
    const endedOn = formatDate(membership.ended_on);
    notices.push(
      <Alert.Root key="ended" status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t`Your ${ended} membership ended on ${endedOn}. You are on Seed now.`}
          </Alert.Title>
          <Button asChild size="sm" colorPalette="brand" alignSelf="start" mt="2">
            <RouterLink to={orderPath(endedKey)}>{t`Renew ${ended}`}</RouterLink>
          </Button>
        </Alert.Content>
      </Alert.Root>,
    );
  }
  if (membership.moves_to_seed_on) {
    const movesOn = formatDate(membership.moves_to_seed_on);
    notices.push(
      <Alert.Root key="seed" status="info">
        <Alert.Indicator />
        <Alert.Title>
          {t`You chose Seed: your ${current} membership stays active until ${movesOn}, then you move to Seed.`}
        </Alert.Title>
      </Alert.Root>,
    );
  } else if (membership.can_renew && membership.membership_end_date) {
    const endsOn = formatDate(membership.membership_end_date);
    notices.push(
      <Alert.Root key="renew" status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t`Your ${current} membership ends on ${endsOn}. Renew now: your next year starts when this one ends.`}
          </Alert.Title>
          <Button asChild size="sm" colorPalette="brand" alignSelf="start" mt="2">
            <RouterLink to={orderPath(currentKey)}>{t`Renew ${current}`}</RouterLink>
          </Button>
        </Alert.Content>
      </Alert.Root>,
    );
  }
  return notices.length ? <Stack gap="3">{notices}</Stack> : null;
}

/**
 * Membership Details (core spec §2): the member's real record, their certificate, their plan and the other one. A
 * member's reading page of islands (decision 043): the server's HTML, with only the certificate's button hydrating, or
 * the whole record while a payment waits for its provider's answer (Check again changes all of it).
 */
export default function MembershipDetailsPage() {
  const query = useMyMembership();
  // Asked beside the membership, not after it: the record below reads the same answer.
  usePackages();
  useReadAgainOnBack(query.refetch, query.isFetching);
  return (
    <PageSection title={t`Membership Details`}>
      <PageFrame query={query} what={t`your membership`}>
        {(membership) => (
          <Island name="membership" when="visible" active={Boolean(membership.pending_order?.pending_payment)}>
            <Membership />
          </Island>
        )}
      </PageFrame>
    </PageSection>
  );
}

/** The record, its notices and the packages, from the page's reads (the server's answers, on a page of islands). */
export function Membership() {
  const { data: membership } = useMyMembership();
  const packages = usePackages();
  if (!membership) return null;
  return (
    <Stack gap="6">
      <Notices membership={membership} />
      <Card.Root>
        <Card.Body gap="5">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t`Member`}
            </Text>
            <Heading as="h2" size="xl">
              {membership.member_name}
            </Heading>
          </Box>
          <MemberIdBadge membershipId={membership.member_id_formatted} />
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 3 }} gap="4">
            <Detail label={t`Package`} value={membership.membership_package_title} />
            <Detail label={t`Status`} value={statusLabel(membership.membership_status)} />
            <Detail label={t`Billing`} value={membership.membership_billing} />
            <Detail label={t`Start date`} value={formatDate(membership.membership_start_date)} />
            <Detail label={t`End date`} value={membership.membership_end_date ? formatDate(membership.membership_end_date) : t`Never expires`} />
            {membership.renewal_opens_on && !membership.can_renew && !membership.moves_to_seed_on && (
              <Detail label={t`Renewal opens`} value={formatDate(membership.renewal_opens_on)} />
            )}
          </SimpleGrid>
          <Island name="certificate" when="interaction">
            <CertificateButton />
          </Island>
        </Card.Body>
      </Card.Root>
      <Stack gap="3" as="section" aria-labelledby="plans-heading">
        <Heading as="h2" size="md" id="plans-heading">
          {t`Membership packages`}
        </Heading>
        <PageFrame query={packages} what={t`the membership packages`}>
          {(list) => <PlanCards packages={list} membership={membership} />}
        </PageFrame>
      </Stack>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            {t`Banking for freelancers`}
          </Heading>
          <Text color="fg.muted">{t`Open a bank account made for receiving payments from clients abroad.`}</Text>
          <Button asChild colorPalette="brand" alignSelf="start">
            <RouterLink to="/dashboard/bank-account">{t`Request a Freelancer Digital Account`}</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
