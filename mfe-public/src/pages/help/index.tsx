import { t } from '@lingui/core/macro';
import { EmptyState, PageSection } from 'shared-ui';

export default function HelpPage() {
  return (
    <PageSection title={t`Help`}>
      <EmptyState title={t`Help is on its way`} description={t`Answers to common questions will be published here. Until then, write to us and we will get back to you.`} />
    </PageSection>
  );
}
