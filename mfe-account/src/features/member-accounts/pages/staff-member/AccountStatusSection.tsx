import { useState } from 'react';
import type { Role } from 'shared-api';
import type { MemberAccount } from '../../shapes';
import { Alert, Button, Card, formatDateTime, Heading, Text } from 'shared-ui';
import { StatusDialog } from './StatusDialog';

/** Whether the account can sign in, and the way to disable or enable it. */
export function AccountStatusSection({ member, own, viewerRole }: { member: MemberAccount; own: boolean; viewerRole: Role }) {
  const [changing, setChanging] = useState(false);
  const disabled = member.disabled;
  // As the server rules: nobody disables their own account, and only an admin changes a staff member's or an admin's.
  const why = own ? 'You cannot disable your own account.' : member.role !== 'member' && viewerRole !== 'admin' ? 'Only an admin can disable or enable the account of a staff member or an admin.' : null;
  return (
    <Card.Root as="section" aria-labelledby="status-heading">
      <Card.Body gap="3" alignItems="start">
        <Heading as="h3" size="md" id="status-heading">
          Account
        </Heading>
        {disabled ? (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                Disabled on {formatDateTime(disabled.at)}
                {disabled.by ? ` by ${disabled.by.name}` : ''}
              </Alert.Title>
              <Alert.Description overflowWrap="anywhere">Reason: {disabled.reason}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Text>Active: they can sign in.</Text>
        )}
        {why ? (
          <Text fontSize="sm" color="fg.muted">
            {why}
          </Text>
        ) : disabled ? (
          <Button colorPalette="brand" onClick={() => setChanging(true)}>
            Enable the account
          </Button>
        ) : (
          <Button colorPalette="red" variant="outline" onClick={() => setChanging(true)}>
            Disable the account
          </Button>
        )}
        {changing && <StatusDialog member={member} to={disabled ? 'active' : 'disabled'} onClose={() => setChanging(false)} />}
      </Card.Body>
    </Card.Root>
  );
}
