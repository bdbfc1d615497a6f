import { lazy, Suspense, useCallback, useState } from 'react';
import { ApiError, defineQuery, errorMessage, type CheckIn } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getStaffEvents, ticketingKeys } from 'shared-api/ticketing';
import { checkInSchema, type CheckInInput } from 'shared-api/validation/ticketing';
import { Alert, Box, Button, Card, formatDateTime, PageSection, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterLabel, FilterSelect } from 'shared-ui/staff';
import { Form, Formik, SubmitButton, TextField, type FormikHelpers } from 'shared-ui/forms';
import { useCheckInTicket } from '../../features/staff-orders/api';
import { canScan } from './can-scan';

const Scanner = lazy(() => import('./Scanner'));

type Outcome = { kind: 'done'; result: CheckIn } | { kind: 'refused'; message: string };

type CodeInput = Pick<CheckInInput, 'code'>;

/**
 * Staff at the door of one event (chosen first, kept in the address): type or scan a ticket's code; the holder is
 * marked in once, a second scan says when, and a ticket for another event is refused with that event's name.
 */
export default function StaffCheckInPage() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const filters = useUrlFilters({ event: '' });
  const eventId = Number(filters.values.event) || 0;
  const events = useQuery(defineQuery(ticketingKeys.staffEvents, getStaffEvents));
  const chooseEvent = (id: string) => {
    setOutcome(null);
    filters.set({ event: id }, { replace: true });
  };

  const { mutateAsync: checkIn } = useCheckInTicket();

  const check = useCallback(async (code: string, helpers?: FormikHelpers<CodeInput>) => {
    if (!eventId) {
      setOutcome({ kind: 'refused', message: 'Please choose the event' });
      return;
    }
    try {
      const { data } = await checkIn({ event_id: eventId, code });
      setOutcome({ kind: 'done', result: data });
      helpers?.resetForm();
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.code : undefined;
      if (field && helpers) helpers.setErrors({ code: field });
      setOutcome({ kind: 'refused', message: field ?? errorMessage(error) });
    }
  }, [eventId, checkIn]);

  const scanned = useCallback(
    (code: string) => {
      setScanning(false);
      void check(code);
    },
    [check],
  );

  return (
    <PageSection title="Check-in" width="3xl">
      <Stack gap="5">
        <Card.Root>
          <Card.Body gap="4">
            <Box maxW="full">
              <FilterLabel htmlFor="check-in-event">Event</FilterLabel>
              <FilterSelect id="check-in-event" w="full" value={eventId || ''} onChange={(e) => chooseEvent(e.target.value)} disabled={!events.data}>
                <option value="">{events.isError ? 'The events could not be loaded' : 'Choose the event'}</option>
                {events.data?.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.title} · {formatDateTime(event.start_date)}
                  </option>
                ))}
              </FilterSelect>
            </Box>
            <Formik initialValues={{ code: '' }} validationSchema={checkInSchema.pick(['code'])} validateOnBlur={false} onSubmit={(values, helpers) => check(values.code.trim(), helpers)}>
              <Form noValidate aria-label="Check a ticket in">
                <Stack gap="3">
                  <TextField name="code" label="Ticket code" helper="Printed under the QR code on the ticket, e.g. T42.Xb3…" autoComplete="off" required />
                  <Box>
                    <SubmitButton w={{ base: 'full', md: 'auto' }}>Check in</SubmitButton>
                  </Box>
                </Stack>
              </Form>
            </Formik>
            {canScan() &&
              (scanning ? (
                <Suspense fallback={null}>
                  <Scanner onCode={scanned} onClose={() => setScanning(false)} />
                </Suspense>
              ) : (
                <Button variant="outline" colorPalette="brand" alignSelf="start" onClick={() => setScanning(true)}>
                  Scan with the camera
                </Button>
              ))}
          </Card.Body>
        </Card.Root>
        {outcome?.kind === 'done' && (
          <Alert.Root status={outcome.result.result === 'checked-in' ? 'success' : 'warning'} role="status" aria-label="Check-in result">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {outcome.result.result === 'checked-in' ? `${outcome.result.holder} is checked in.` : `${outcome.result.holder} was already checked in at ${formatDateTime(outcome.result.checked_in_at)}.`}
              </Alert.Title>
              <Alert.Description>
                {outcome.result.event} · {outcome.result.package}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {outcome?.kind === 'refused' && (
          <Alert.Root status="error" aria-label="Check-in result">
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          A ticket admits its holder once, at its own event. A code the association did not sign, a ticket whose order is not paid, or a ticket for
          another event, is refused.
        </Text>
      </Stack>
    </PageSection>
  );
}
