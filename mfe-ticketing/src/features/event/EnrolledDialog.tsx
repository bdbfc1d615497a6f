import { Button, Link, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

/** After a free event's enrolment: the confirmation, with the ticket to download. */
export default function EnrolledDialog({ title, ticketUrl, onClose }: { title: string; ticketUrl: string; onClose(): void }) {
  return (
    <SimpleDialog
      title="You are registered"
      onClose={onClose}
      footer={
        <Button asChild colorPalette="brand">
          <Link href={ticketUrl} download>
            Download Ticket
          </Link>
        </Button>
      }
    >
      <Text>Your place at {title} is confirmed. Your ticket has been sent to your email: show its QR code at the entrance.</Text>
    </SimpleDialog>
  );
}
