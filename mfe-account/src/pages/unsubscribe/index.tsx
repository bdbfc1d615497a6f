import { useState } from 'react';
import { unsubscribe } from 'shared-api';
import { unsubscribeSchema } from 'shared-api/validation';
import { Alert, Button, Card, notifyFailure, notifySuccess, PageSection, Text, useSearchParams } from 'shared-ui';
import { schemaMessage } from '../../features/forms/schema-message';

export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const badLink = schemaMessage(unsubscribeSchema, 'id', { id });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      const { message } = await unsubscribe(id.trim());
      notifySuccess(message);
      setDone(message);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection title="Unsubscribe" width="xl">
      {badLink ? (
        <Alert.Root status="warning" role="alert" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>{badLink}</Alert.Title>
        </Alert.Root>
      ) : done !== null ? (
        <Alert.Root status="success" role="status" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>{done}</Alert.Description>
        </Alert.Root>
      ) : (
        <Card.Root>
          <Card.Body gap="5">
            <Text>
              Sorry to see you go. Once you unsubscribe you will no longer receive our newsletters and announcements by email.
              You can still sign in and use your membership as before.
            </Text>
            <Button colorPalette="brand" alignSelf="start" loading={busy} onClick={confirm}>
              Unsubscribe Now
            </Button>
          </Card.Body>
        </Card.Root>
      )}
    </PageSection>
  );
}
