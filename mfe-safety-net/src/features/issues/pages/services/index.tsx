import { Trans } from '@lingui/react/macro';
import { defineQuery, errorMessage, MEMBER_SERVICES, type MemberService } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Alert, Badge, Button, Card, List, PageSection, Stack, Text, useLocation } from 'shared-ui';
import { i18n } from '#i18n';
import { getServiceInterests, issueKeys, useNotifyWhenServiceOpens } from '../../api';
import { serviceName } from '../../services';
import { SERVICES } from './content';

/** One of the member services still to open (/dashboard/jobs, mentorship, training, tests, filings, insurance). */
export default function ServicePage() {
  const { pathname } = useLocation();
  const service = MEMBER_SERVICES.find((s) => pathname.replace(/\/+$/, '').endsWith(`/${s}`)) ?? 'jobs';
  const { lead, offers } = SERVICES[service];
  return (
    <PageSection title={serviceName(service)} lead={i18n._(lead)} width="3xl">
      <Card.Root>
        <Card.Body gap="4">
          <Badge alignSelf="start" colorPalette="orange" variant="subtle">
            <Trans>Coming soon</Trans>
          </Badge>
          <Text>
            <Trans>The association is preparing this service. When it opens, members will have:</Trans>
          </Text>
          <List.Root gap="1" ps="5">
            {offers.map((offer) => (
              <List.Item key={offer.id}>{i18n._(offer)}</List.Item>
            ))}
          </List.Root>
          <NotifyMe service={service} />
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}

function NotifyMe({ service }: { service: MemberService }) {
  const asked = useQuery(defineQuery(issueKeys.services, getServiceInterests));
  const notify = useNotifyWhenServiceOpens();
  const failure = notify.error ? errorMessage(notify.error) : null;
  const done = asked.data?.includes(service);
  const name = serviceName(service);

  if (done) {
    return (
      <Alert.Root status="success" role="status" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Description>
          <Trans>We will e-mail you when {name} opens.</Trans>
        </Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="2" align="start">
      <Button colorPalette="brand" loading={notify.isPending || asked.isPending} onClick={() => notify.mutate(service)}>
        <Trans>Tell me when it opens</Trans>
      </Button>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
