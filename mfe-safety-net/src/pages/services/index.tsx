import { defineQuery, errorMessage, type MemberService } from 'shared-api';
import { getServiceInterests, issueKeys, MEMBER_SERVICES } from 'shared-api/issues';
import { useQuery } from 'shared-api/query';
import { Alert, Badge, Button, Card, List, PageSection, Stack, Text, useLocation } from 'shared-ui';
import { useNotifyWhenServiceOpens } from '../../features/issues/api';
import { SERVICES } from './content';

/** One of the member services still to open (/dashboard/jobs, mentorship, training, tests, filings, insurance). */
export default function ServicePage() {
  const { pathname } = useLocation();
  const service = MEMBER_SERVICES.find((s) => pathname.replace(/\/+$/, '').endsWith(`/${s}`)) ?? 'jobs';
  const { title, lead, offers } = SERVICES[service];
  return (
    <PageSection title={title} lead={lead} width="3xl">
      <Card.Root>
        <Card.Body gap="4">
          <Badge alignSelf="start" colorPalette="orange" variant="subtle">
            Coming soon
          </Badge>
          <Text>The association is preparing this service. When it opens, members will have:</Text>
          <List.Root gap="1" ps="5">
            {offers.map((offer) => (
              <List.Item key={offer}>{offer}</List.Item>
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

  if (done) {
    return (
      <Alert.Root status="success" role="status" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Description>We will e-mail you when {SERVICES[service].title} opens.</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="2" align="start">
      <Button colorPalette="brand" loading={notify.isPending || asked.isPending} onClick={() => notify.mutate(service)}>
        Tell me when it opens
      </Button>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
