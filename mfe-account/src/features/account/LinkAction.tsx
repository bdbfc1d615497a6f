import { useState, type ReactNode } from 'react';
import type { ApiResult } from 'shared-api';
import { Alert, Button, Card, notifyFailure, notifySuccess, PageSection, RouterLink, Stack, Text, useSearchParams } from 'shared-ui';
import { schemaMessage } from '../forms/schema-message';

interface FieldCheckingSchema {
  validateSyncAt(path: string, value: unknown): unknown;
}

interface LinkActionProps {
  title: string;
  /** the link's query parameter and the rule that says when it is malformed */
  param: string;
  schema: FieldCheckingSchema;
  /** what opening the link will do, before the member confirms it */
  intro: ReactNode;
  action: string;
  send(value: string): Promise<ApiResult<null>>;
  /** where to go once it is done, if anywhere */
  next?: { to: string; label: string };
  width?: string;
}

/**
 * A page opened from a mailed link (unsubscribe, confirm or undo an e-mail change) that acts only when the member
 * presses its button — a mail scanner that opens the link changes nothing — then says what happened and where next.
 */
export function LinkAction({ title, param, schema, intro, action, send, next, width = 'xl' }: LinkActionProps) {
  const [search] = useSearchParams();
  const value = search.get(param) ?? '';
  const badLink = schemaMessage(schema, param, { [param]: value });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      const { message } = await send(value.trim());
      notifySuccess(message);
      setDone(message);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection title={title} width={width}>
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
          {next && (
            <Button asChild colorPalette="brand" alignSelf="start">
              <RouterLink to={next.to}>{next.label}</RouterLink>
            </Button>
          )}
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
