import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { defineQuery, getCities, getProfile, getProvinces, TICKET_COUNTRIES, type BookingExtra, type PackageDetail, type Profile } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { newIdempotencyKey } from 'shared-api/ticketing';
import { ADDRESS_MAX, CNIC_LENGTH } from 'shared-api/limits';
import type { TicketInput } from 'shared-api/validation/ticketing';
import { Box, Card, Grid, PageFrame, PageSection, SimpleGrid, Stack, Text, useNavigate, useParams } from 'shared-ui';
import { Form, Formik, SelectField, SubmitButton, TextareaField, TextField, useFormikContext } from 'shared-ui/forms';
import { EventWidget } from '../../../event/EventWidget';
import { ticketSchemaFor } from '../../../forms/schemas';
import { useCreateTicket } from '../../api';
import { bookingKeys, getEventPackage } from '../../requests';
import { showRefusal } from '../../submit';
import { placeOptions } from '../../place-options';

interface Lookups {
  pkg: PackageDetail;
  profile: Profile | null;
  cities: Array<{ name: string; province: string }>;
  provinces: string[];
}

/**
 * The ticket form's first values: the member's stored details (the name split on the first space), and of what the
 * event asks beyond them, what the profile knows (company, position, city, province) and Pakistan.
 */
export function prefill(profile: Profile | null, asks: readonly BookingExtra[]): TicketInput {
  const name = profile?.name ?? '';
  const space = name.indexOf(' ');
  return {
    first_name: space > 0 ? name.slice(0, space) : name,
    last_name: space > 0 ? name.slice(space + 1) : '',
    email: profile?.email ?? '',
    phone_number: profile?.phone ?? '',
    ...(asks.includes('cnic') && { cnic: '' }),
    ...(asks.includes('company') && { company: profile?.organisation ?? '', position: profile?.designation ?? '' }),
    ...(asks.includes('address') && { physical_address: '', city: profile?.city ?? '', state: profile?.state ?? '', country: TICKET_COUNTRIES[0] }),
  };
}

function AddressCount() {
  const { values } = useFormikContext<TicketInput>();
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="end" mt="-3" aria-live="polite">
      {(values.physical_address ?? '').length}/{ADDRESS_MAX}
    </Text>
  );
}

/**
 * The holder's details: the name, e-mail and phone every ticket needs, then what the event's organisers ask for
 * (the CNIC, the company and position, a postal address), each only where the event asks.
 */
function HolderFields({ asks, cities, provinces }: { asks: readonly BookingExtra[]; cities: Lookups['cities']; provinces: string[] }) {
  const address = asks.includes('address');
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="first_name" label={t`First Name`} autoComplete="given-name" required />
        <TextField name="last_name" label={t`Last Name`} autoComplete="family-name" required />
        <TextField name="email" label={t`Email`} type="email" autoComplete="email" required />
        <TextField name="phone_number" label={t`Phone Number`} type="tel" autoComplete="tel" required />
        {asks.includes('cnic') && (
          <TextField name="cnic" label={t`CNIC`} helper={t`${CNIC_LENGTH} digits, as on your card (35202-1234567-1 or 3520212345671)`} inputMode="numeric" dir="ltr" autoComplete="off" required />
        )}
        {asks.includes('company') && (
          <>
            <TextField name="company" label={t`Company`} autoComplete="organization" required />
            <TextField name="position" label={t`Position`} autoComplete="organization-title" required />
          </>
        )}
        {address && (
          <>
            <SelectField name="city" label={t`City`} options={placeOptions(cities.map((c) => c.name))} placeholder={t`Select your city`} required />
            <SelectField name="state" label={t`State`} options={placeOptions(provinces)} placeholder={t`Select your state`} required />
            <SelectField name="country" label={t`Country`} options={placeOptions([...TICKET_COUNTRIES])} placeholder={t`Select your country`} required />
          </>
        )}
      </SimpleGrid>
      {address && (
        <>
          <TextareaField name="physical_address" label={t`Address`} rows={3} maxLength={ADDRESS_MAX} required />
          <AddressCount />
        </>
      )}
    </>
  );
}

/** The form for one package, with what its event asks for. */
function TicketForm({ pkg, profile, cities, provinces }: Lookups) {
  const navigate = useNavigate();
  const [key] = useState(newIdempotencyKey);
  const book = useCreateTicket();
  const asks = pkg.booking_asks;
  const schema = useMemo(() => ticketSchemaFor(asks), [asks]);
  return (
    <Formik
      initialValues={prefill(profile, asks)}
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        try {
          const { data } = await book.mutateAsync({ eventId: pkg.event.id, packageId: pkg.id, input: await schema.cast(values), idempotencyKey: key });
          navigate(`/ticket/${data.id}/order`);
        } catch (error) {
          showRefusal(error, helpers);
        }
      }}
    >
      <Form noValidate aria-label={t`Ticket details`}>
        <Stack gap="4">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            {t`Ticket Details`}
          </Text>
          <HolderFields asks={asks} cities={cities} provinces={provinces} />
          <Box>
            <SubmitButton w={{ base: 'full', md: 'auto' }}>{t`Continue`}</SubmitButton>
          </Box>
        </Stack>
      </Form>
    </Formik>
  );
}

/** Book a ticket (second spec §2.3, §5): the holder's details, validated on blur, beside the event and package. */
export default function BookTicketPage() {
  const { eventId = '', packageId = '' } = useParams();
  const query = useQuery({
    // Read afresh on every visit (nothing kept once the page is left): seats and the order change under the member.
    ...defineQuery([...bookingKeys.package(packageId), 'form'], async () => {
      const [pkg, profile, cities, provinces] = await Promise.all([getEventPackage(packageId), getProfile().catch(() => null), getCities(), getProvinces()]);
      return { message: pkg.message, data: { pkg: pkg.data, profile: profile?.data ?? null, cities: cities.data, provinces: provinces.data } satisfies Lookups };
    }),
    gcTime: 0,
  });
  // Once the package is read: the lead speaks of the CNIC only where its event asks for it.
  const asks = query.data?.pkg.booking_asks;
  const lead = asks && (asks.includes('cnic') ? t`The ticket is made out to the person below: bring the same CNIC to the event.` : t`The ticket is made out to the person below.`);
  return (
    <PageSection title={t`Book Ticket`} lead={lead} width="6xl">
      <PageFrame query={query} what={t`the package`} notFound={{ title: t`This package does not exist`, back: { to: '/dashboard/events', label: t`All events` } }}>
        {({ pkg, profile, cities, provinces }) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
            <Card.Root order={{ base: 2, lg: 1 }}>
              <Card.Body>
                {pkg.registrations_closed || String(pkg.event.id) !== eventId ? (
                  <Text>{t`Registrations for this event are closed.`}</Text>
                ) : pkg.seats_left === 0 ? (
                  <Text>{t`This package is sold out.`}</Text>
                ) : (
                  <TicketForm pkg={pkg} profile={profile} cities={cities} provinces={provinces} />
                )}
              </Card.Body>
            </Card.Root>
            <Box order={{ base: 1, lg: 2 }}>
              <EventWidget event={pkg.event} packageName={pkg.name} price={pkg.price} discounted={pkg.discounted_price} />
            </Box>
          </Grid>
        )}
      </PageFrame>
    </PageSection>
  );
}
