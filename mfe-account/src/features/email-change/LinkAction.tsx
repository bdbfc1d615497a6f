import { useState, type ReactNode } from 'react';
import type { ApiResult } from 'shared-api';
import { emailChangeTokenSchema } from 'shared-api/validation';
import { Alert, Button, Card, notifyFailure, notifySuccess, PageSection, RouterLink, Stack, Text, useSearchParams } from 'shared-ui';
import { schemaMessage } from '../forms/schema-message';

interface LinkActionProps {
  title: string;
  /** what opening the link will do, before the member confirms it */
  intro: ReactNode;
  action: string;
  send(token: string): Promise<ApiResult<null>>;
  /** where to go once it is done */
  next: { to: string; label: string };
}

/**
 * A page opened from a mailed link that acts only when the member presses its button (a mail scanner that opens
 * the link changes nothing), then says what happened and where to go next.
 */
export function LinkAction({ title, intro, action, send, next }: LinkActionProps) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const badLink = schemaMessage(emailChangeTokenSchema, 'token', { token });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      const { message } = await send(token.trim());
      notifySuccess(message);
      setDone(message);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection title={title} width="xl">
      {badLink ? (
        <Alert.Root status="warning" role="alert" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>{badLink}</Alert.Title>
        </Alert.Root>
      ) : done !== null ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Description>{done}</Alert.Description>
          </Alert.Root>
          <Button asChild colorPalette="brand" alignSelf="start">
            <RouterLink to={next.to}>{next.label}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Card.Root>
          <Card.Body gap="5">
            <Text>{intro}</Text>
            <Button colorPalette="brand" alignSelf="start" loading={busy} onClick={run}>
              {action}
            </Button>
          </Card.Body>
        </Card.Root>
      )}
    </PageSection>
  );
}
