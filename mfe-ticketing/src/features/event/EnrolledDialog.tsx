import { Button, CloseButton, Link, Text } from 'shared-ui';
import { Dialog, Portal } from 'shared-ui/overlays';

/** After a free event's enrolment: the confirmation, with the ticket to download. */
export default function EnrolledDialog({ title, ticketUrl, onClose }: { title: string; ticketUrl: string; onClose(): void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>You are registered</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your place at {title} is confirmed. Your ticket has been sent to your email: show its QR code at the entrance.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="brand">
                <Link href={ticketUrl} download>
                  Download Ticket
                </Link>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
