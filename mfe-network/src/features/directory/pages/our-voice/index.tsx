import { t } from '@lingui/core/macro';
import { Island, PageSection } from 'shared-ui';
import { Directory } from '../../Directory';

/** Our Voice: the public directory of the association's freelancers (those who chose to appear on it). */
export default function OurVoicePage() {
  return (
    <PageSection title={t`Our Voice`} lead={t`Freelancers from across Pakistan, in their own words: find the skills you need and the people behind them.`} width="6xl">
      <Island name="directory" when="interaction">
        <Directory audience="public" />
      </Island>
    </PageSection>
  );
}
