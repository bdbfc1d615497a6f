import { t } from '@lingui/core/macro';
import { Button, Link, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

/** After a free event's enrolment: the confirmation, with the ticket to download. */
export default function EnrolledDialog({ title, ticketUrl, onClose }: { title: string; ticketUrl: string; onClose(): void }) {
  return (
    <SimpleDialog
      title={t`You are registered`}
      onClose={onClose}
      footer={
        <Button asChild colorPalette="brand">
          <Link href={ticketUrl} download>
            {t`Download Ticket`}
          </Link>
        </Button>
      }
    >
      <Text>{t`Your place at ${title} is confirmed. Your ticket has been sent to your email: show its QR code at the entrance.`}</Text>
    </SimpleDialog>
  );
}
