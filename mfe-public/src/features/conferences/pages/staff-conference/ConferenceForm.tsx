import type { ApiResult } from 'shared-api';
import type { StaffConference } from '../../shapes';
import { CONFERENCE_OVERVIEW_MAX, conferenceSchema, type ConferenceInput } from '../../staff-validation';
import { Card, Grid, Heading, Stack, Text } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, TextareaField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { fromLocalInput, scheduledInput, toLocalInput } from '../../../staff-content/karachi-time';
import { PublishActions, usePublishFlow, type PublishIntent } from '../../../staff-content/PublishControls';
import { EditionLists } from './EditionLists';
import { rowKey, type ListRow } from './ListSection';

type Input = ConferenceInput;
type Rows<T> = Array<T & ListRow>;

/**
 * The form's values: the edition as saved, its times as `datetime-local` values (Karachi time), pictures null while
 * there are none, each list row with a key of its own, and the time a schedule is for.
 */
export type ConferenceFormValues = Omit<Input, 'banner' | 'venue' | 'speakers' | 'slots' | 'sponsors' | 'faqs'> & {
  banner: string | null;
  venue: { name: string; address: string; city: string; map_url: string };
  speakers: Rows<Omit<Input['speakers'][number], 'image' | 'linkdln'> & { image: string | null; linkdln: string }>;
  slots: Rows<Input['slots'][number]>;
  sponsors: Rows<Omit<Input['sponsors'][number], 'image' | 'type'> & { image: string | null; type: string }>;
  faqs: Rows<Input['faqs'][number]>;
  publish_at: string;
};

export const blankConference: ConferenceFormValues = {
  title: '',
  edition: '',
  tagline: '',
  overview: '',
  starts_at: '',
  ends_at: '',
  venue: { name: '', address: '', city: '', map_url: '' },
  banner: null,
  speakers: [],
  slots: [],
  sponsors: [],
  faqs: [],
  publish_at: '',
};

export const valuesOf = (c: StaffConference): ConferenceFormValues => ({
  title: c.title,
  edition: c.edition,
  tagline: c.tagline,
  overview: c.overview,
  starts_at: toLocalInput(c.starts_at),
  ends_at: toLocalInput(c.ends_at),
  venue: { ...c.venue, map_url: c.venue.map_url ?? '' },
  banner: c.banner,
  speakers: c.speakers.map((s) => ({ ...s, linkdln: s.linkdln ?? '', key: rowKey() })),
  slots: c.slots.map((s) => ({ ...s, key: rowKey() })),
  sponsors: c.sponsors.map((s) => ({ ...s, key: rowKey() })),
  faqs: c.faqs.map((f) => ({ ...f, key: rowKey() })),
  publish_at: scheduledInput(c),
});

/** What the server receives: the schema's own cast (the rows' keys left out), the times as instants. */
const toInput = ({ publish_at: _at, ...values }: ConferenceFormValues): Input => {
  const cast = conferenceSchema.cast({ ...values, banner: values.banner ?? '' }, { stripUnknown: true });
  return { ...cast, starts_at: fromLocalInput(cast.starts_at), ends_at: fromLocalInput(cast.ends_at) };
};

/**
 * The edition's editor: the edition, then its speakers, schedule, sponsors and FAQs, saved together. `onSave` saves the
 * form (a mutation hook's `mutateAsync`, ./api.ts), `onPublish` publishes the saved edition now (null) or at a time;
 * `onDone` is what the page does next with the edition the server answered.
 */
export function ConferenceForm({
  initialValues,
  published = false,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: ConferenceFormValues;
  /** the edition is published or scheduled: the form saves it, and the page offers Unpublish */
  published?: boolean;
  onSave(input: Input): Promise<ApiResult<StaffConference>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffConference>>;
  onDone?(conference: StaffConference, intent: PublishIntent): void;
}) {
  const { intent, validate, onSubmit } = usePublishFlow<ConferenceFormValues, StaffConference>({ save: (values) => onSave(toInput(values)), publish: onPublish, done: onDone });
  return (
    <Card.Root>
      <Card.Body px={{ base: 4, md: 6 }}>
        <Formik initialValues={initialValues} validationSchema={conferenceSchema} validate={validate} onSubmit={onSubmit}>
          <Form noValidate aria-label="Conference edition">
            <Stack gap="4">
              <ErrorSummary />
              <Heading as="h2" size="md">
                The edition
              </Heading>
              <TextField name="title" label="Title" required helper="The page's heading, e.g. “Freelance Fest 2028 Lahore”. The address is made from it." />
              <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
                <TextField name="edition" label="Edition" required helper="Its city, for example." />
                <TextField name="tagline" label="Tagline" required />
              </Grid>
              <TextareaField name="overview" label="Overview" required rows={6} maxLength={CONFERENCE_OVERVIEW_MAX} helper="Leave an empty line between paragraphs." />
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                <TextField name="starts_at" label="Starts (Karachi time)" type="datetime-local" required />
                <TextField name="ends_at" label="Ends (Karachi time)" type="datetime-local" required />
              </Grid>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                <TextField name="venue.name" label="Venue" required />
                <TextField name="venue.city" label="City" required />
              </Grid>
              <TextField name="venue.address" label="Venue’s address" required />
              <TextField name="venue.map_url" label="Map link" type="url" helper="Optional: the venue on a map (an https:// link)." />
              <ImageField name="banner" label="Banner" required hint="Shown beside the title at the top of the page." />
              <Text fontSize="sm" color="fg.muted">
                The lists below are saved with the edition, all together, when you save the form.
              </Text>
              <EditionLists />
              <PublishActions intent={intent} published={published} scheduleHint="Visitors see the edition’s page from this time on." />
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
