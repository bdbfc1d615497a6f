import type { ReactNode } from 'react';
import type { ApiResult } from 'shared-api';
import type { StaffEventDetail } from './shapes';
import { EVENT_LIST_MAX, eventSchema, type EventInput } from './staff-validation';
import { Box, Button, Card, Grid, Heading, HStack, Stack, submitCall, Text } from 'shared-ui';
import { ErrorSummary, formErrorMark } from 'shared-ui/error-summary';
import { Form, Formik, SubmitButton, TextareaField, TextField, useFormikContext } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { RichTextField } from 'shared-ui/rich-text-editor';
import { BookingAsksField } from './BookingAsksField';

/** The form's values: dates as `datetime-local` values in Karachi time, numbers as typed. */
export type EventFormValues = Omit<EventInput, 'packages'> & {
  packages: Array<{ id?: number | null; name: string; price: number | string; discounted_price?: number | string | null; includes?: string; capacity: number | string; seats_taken?: number; booked?: boolean }>;
};

// Events happen in Pakistan: the form's times are Karachi time (UTC+5 all year, no daylight saving), whatever the
// clock of the computer staff use.
const KARACHI_OFFSET_MS = 5 * 3_600_000;
/** An instant as the value of a `datetime-local` input, in Karachi time. */
export const toLocalInput = (iso: string) => new Date(new Date(iso).getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 16);
/** A `datetime-local` value read as Karachi time, as an instant. */
export const fromLocalInput = (local: string) => new Date(`${local.slice(0, 16)}:00+05:00`).toISOString();

export const blankEvent: EventFormValues = {
  title: '',
  excerpt: '',
  content: '',
  image: null,
  start_date: '',
  end_date: '',
  venue: '',
  city: '',
  organizer: '',
  landing_page_link: '',
  // A booking asks for nothing beyond the holder's name, e-mail and phone until staff tick what the organisers need.
  booking_asks: [],
  packages: [{ name: 'Standard', price: '', discounted_price: '', includes: '', capacity: '' }],
  speakers: [],
  sponsors: [],
  photos: [],
};

export const valuesOf = (event: StaffEventDetail): EventFormValues => ({
  title: event.title,
  excerpt: event.excerpt,
  content: event.content,
  image: event.image,
  start_date: toLocalInput(event.start_date),
  end_date: toLocalInput(event.end_date),
  venue: event.venue,
  city: event.city,
  organizer: event.organizer,
  landing_page_link: event.landing_page_link ?? '',
  booking_asks: event.booking_asks,
  packages: event.packages.map((p) => ({ ...p, discounted_price: p.discounted_price ?? '' })),
  speakers: event.speakers.map((s) => ({ ...s, linkedin: s.linkedin ?? '' })),
  sponsors: event.sponsors,
  photos: event.photos,
});

/** What the server receives: the schema's own cast, with the dates as instants. */
const toInput = (values: EventFormValues): EventInput => {
  const cast = eventSchema.cast(values);
  return { ...cast, start_date: fromLocalInput(cast.start_date), end_date: fromLocalInput(cast.end_date) };
};

type ListName = 'packages' | 'speakers' | 'sponsors' | 'photos';
const blankRow: Record<ListName, () => unknown> = {
  packages: () => ({ name: '', price: '', discounted_price: '', includes: '', capacity: '' }),
  speakers: () => ({ name: '', position: '', company: '', picture: null, linkedin: '' }),
  sponsors: () => ({ name: '', logo: '' }),
  photos: () => ({ image: '', caption: '' }),
};

/** One repeatable part of the form (packages, speakers, sponsors, photos) with Add and Remove. */
function Rows({ name, title, what, lead, children }: { name: ListName; title: string; what: string; lead?: string; children(index: number): ReactNode }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<EventFormValues>();
  const rows = values[name] as Array<{ booked?: boolean }>;
  const listError = submitCount > 0 && typeof errors[name] === 'string' ? (errors[name] as string) : null;
  return (
    <Stack as="fieldset" gap="3" borderTopWidth="1px" pt="5" minW="0">
      <Heading as="legend" size="md" mb="1">
        {title}
      </Heading>
      {lead && (
        <Text fontSize="sm" color="fg.muted">
          {lead}
        </Text>
      )}
      {rows.map((row, index) => (
        <Box key={index} borderWidth="1px" borderRadius="l2" p="4" role="group" aria-label={`${what} ${index + 1}`}>
          <Stack gap="3">
            {children(index)}
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              alignSelf="start"
              disabled={Boolean(row.booked)}
              onClick={() => void setFieldValue(name, rows.filter((_, i) => i !== index))}
            >
              Remove this {what.toLowerCase()}
            </Button>
            {row.booked && (
              <Text fontSize="xs" color="fg.muted">
                Members booked this package: it stays. Lower its seats or close registrations instead.
              </Text>
            )}
          </Stack>
        </Box>
      ))}
      {listError && (
        <Text role="alert" color="fg.error" fontSize="sm" {...formErrorMark(name)}>
          {listError}
        </Text>
      )}
      <Button size="sm" variant="outline" alignSelf="start" disabled={rows.length >= EVENT_LIST_MAX[name]} onClick={() => void setFieldValue(name, [...rows, blankRow[name]()])}>
        Add a {what.toLowerCase()}
      </Button>
    </Stack>
  );
}

function PackageRow({ index }: { index: number }) {
  const { values } = useFormikContext<EventFormValues>();
  const taken = values.packages[index]?.seats_taken;
  return (
    <>
      <TextField name={`packages.${index}.name`} label="Package name" required />
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        <TextField name={`packages.${index}.price`} label="Price (PKR)" type="number" required />
        <TextField name={`packages.${index}.discounted_price`} label="Discounted price (PKR)" type="number" />
        <TextField name={`packages.${index}.capacity`} label="Seats" type="number" required />
      </Grid>
      <TextareaField name={`packages.${index}.includes`} label="What it includes" rows={2} maxLength={300} helper="Shown beside the price, e.g. “Both days, lunch and the certificate”." />
      {taken !== undefined && (
        <Text fontSize="xs" color="fg.muted">
          {taken} {taken === 1 ? 'seat is' : 'seats are'} taken or held by orders.
        </Text>
      )}
    </>
  );
}

/**
 * The event editor. `onSave` is a mutation hook's `mutateAsync` (./api.ts), which refreshes what the change affects;
 * `onSaved` is what the page does next.
 */
export function EventForm({ initialValues, submitLabel, onSave, onSaved }: { initialValues: EventFormValues; submitLabel: string; onSave(input: EventInput): Promise<ApiResult<StaffEventDetail>>; onSaved?(event: StaffEventDetail): void }) {
  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={eventSchema} onSubmit={submitCall((values: EventFormValues) => onSave(toInput(values)), { onSuccess: ({ data }) => onSaved?.(data) })}>
          <Form noValidate aria-label="Event">
            <Stack gap="4">
              <ErrorSummary />
              <TextField name="title" label="Title" required />
              <TextareaField name="excerpt" label="Summary for the event cards" rows={2} maxLength={300} required />
              {/* The poster and the gallery are the event's pictures: its text has none (the server keeps none). */}
              <RichTextField name="content" label="About the event" required pictures={false} />
              <ImageField name="image" label="Poster" />
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                <TextField name="start_date" label="Starts (Karachi time)" type="datetime-local" required />
                <TextField name="end_date" label="Ends (Karachi time)" type="datetime-local" required />
              </Grid>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                <TextField name="venue" label="Venue" required />
                <TextField name="city" label="City" required />
              </Grid>
              <TextField name="organizer" label="Organizer" />
              <TextField name="landing_page_link" label="Landing page" type="url" helper="When given, the event's card leads there instead of its page." />

              <BookingAsksField />
              <Rows name="packages" title="Packages" what="Package" lead="What members book. A price of 0 makes a free package: members enrol at once. Booked tickets keep the price they were booked at.">
                {(i) => <PackageRow index={i} />}
              </Rows>
              <Rows name="speakers" title="Speakers" what="Speaker">
                {(i) => (
                  <>
                    <TextField name={`speakers.${i}.name`} label="Name" required />
                    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                      <TextField name={`speakers.${i}.position`} label="Position" />
                      <TextField name={`speakers.${i}.company`} label="Company" />
                    </Grid>
                    <TextField name={`speakers.${i}.linkedin`} label="LinkedIn" type="url" />
                    <ImageField name={`speakers.${i}.picture`} label="Picture" />
                  </>
                )}
              </Rows>
              <Rows name="sponsors" title="Sponsors" what="Sponsor">
                {(i) => (
                  <>
                    <TextField name={`sponsors.${i}.name`} label="Name" required />
                    <ImageField name={`sponsors.${i}.logo`} label="Logo" required />
                  </>
                )}
              </Rows>
              <Rows name="photos" title="Photos" what="Photo" lead="The event page's gallery.">
                {(i) => (
                  <>
                    <ImageField name={`photos.${i}.image`} label="Photo" required />
                    <TextField name={`photos.${i}.caption`} label="Caption" />
                  </>
                )}
              </Rows>
              <HStack borderTopWidth="1px" pt="5">
                <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>{submitLabel}</SubmitButton>
              </HStack>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
