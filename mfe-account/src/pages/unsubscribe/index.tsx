import { PageSection } from 'shared-ui';

export default function UnsubscribePage() {
  return <PageSection title="unsubscribe" />;
}
