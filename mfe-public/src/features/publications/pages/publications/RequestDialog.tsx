import { t } from '@lingui/core/macro';
import { SimpleDialog } from 'shared-ui/overlays';
import type { Publication } from '../../shapes';
import { RequestForm } from './RequestForm';

/** The download dialog: the report is e-mailed once the visitor leaves their details. */
export default function RequestDialog({ publication, onClose, onSent }: { publication: Publication; onClose(): void; onSent(message: string): void }) {
  return (
    <SimpleDialog title={t`Download the report`} description={publication.title} onClose={onClose} size={{ base: 'full', sm: 'md' }} scrollBehavior="inside">
      <RequestForm publication={publication} onSent={onSent} />
    </SimpleDialog>
  );
}
