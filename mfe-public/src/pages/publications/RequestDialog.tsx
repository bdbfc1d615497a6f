import type { Publication } from 'shared-api';
import { CloseButton, Text } from 'shared-ui';
import { Dialog, Portal } from 'shared-ui/overlays';
import { RequestForm } from './RequestForm';

/** The download dialog: the report is e-mailed once the visitor leaves their details. */
export default function RequestDialog({ publication, onClose, onSent }: { publication: Publication; onClose(): void; onSent(message: string): void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Download the report</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {publication.title}
              </Text>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <RequestForm publication={publication} onSent={onSent} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
