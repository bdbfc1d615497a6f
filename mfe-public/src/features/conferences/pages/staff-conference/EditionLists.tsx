import { SPEAKER_TYPES, SPONSOR_TIERS } from 'shared-api';
import { CONFERENCE_LIST_MAX, editionDays } from '../../staff-validation';
import { Button, dateFormat, Grid } from 'shared-ui';
import { SelectField, TextareaField, TextField, useFormikContext } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import type { ConferenceFormValues } from './ConferenceForm';
import { ListSection, rowKey } from './ListSection';

// A day as staff pick it: "Saturday, March 13" (the day is already Karachi's).
const dayName = dateFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? dayName().format(new Date(`${day}T00:00:00Z`)) : day);

// A portrait is square on the page; a logo sits in a 5:2 box, as the sponsors' tiers show them.
const PORTRAIT = { aspect: 1 };
const LOGO = { aspect: 5 / 2 };

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function SpeakerFields({ index }: { index: number }) {
  const at = (field: string) => `speakers.${index}.${field}`;
  return (
    <>
      <TextField name={at('name')} label="Name" required />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <TextField name={at('designation')} label="Designation" required />
        <TextField name={at('company')} label="Company" required />
      </Grid>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <SelectField name={at('type')} label="Role" required options={options(SPEAKER_TYPES)} placeholder="Choose a role" />
        <TextField name={at('linkdln')} label="LinkedIn" type="url" />
      </Grid>
      <ImageField name={at('image')} label="Portrait" look="photo" empty={null} crop={PORTRAIT} removeLabel="Remove the portrait" hint="Without one, the page shows the speaker's initials." />
    </>
  );
}

function SlotFields({ index }: { index: number }) {
  const { values } = useFormikContext<ConferenceFormValues>();
  const at = (field: string) => `slots.${index}.${field}`;
  const days = editionDays(values.starts_at, values.ends_at);
  const day = values.slots[index]?.day;
  // A day the edition no longer has stays listed, so its message can say so.
  const choices = day && !days.includes(day) ? [...days, day] : days;
  return (
    <>
      <SelectField
        name={at('day')}
        label="Day"
        required
        options={choices.map((d) => ({ value: d, label: dayLabel(d) }))}
        placeholder={days.length ? 'Choose the day' : 'Enter the edition’s dates first'}
      />
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        <TextField name={at('starts')} label="Starts" type="time" required />
        <TextField name={at('ends')} label="Ends" type="time" required />
      </Grid>
      <TextField name={at('title')} label="Title" required />
      <TextareaField name={at('description')} label="Description" rows={3} maxLength={2000} />
    </>
  );
}

function SponsorFields({ index }: { index: number }) {
  const at = (field: string) => `sponsors.${index}.${field}`;
  return (
    <>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <TextField name={at('name')} label="Name" required />
        <SelectField name={at('type')} label="Tier" required options={options(SPONSOR_TIERS)} placeholder="Choose a tier" />
      </Grid>
      <ImageField name={at('image')} label="Logo" look="logo" required crop={LOGO} alt="" />
    </>
  );
}

function FaqFields({ index }: { index: number }) {
  return (
    <>
      <TextField name={`faqs.${index}.question`} label="Question" required />
      <TextareaField name={`faqs.${index}.answer`} label="Answer" required rows={3} maxLength={3000} />
    </>
  );
}

/** Sorts the schedule by day and time; slots at the same time keep their order. */
function SortSlots() {
  const { values, setFieldValue } = useFormikContext<ConferenceFormValues>();
  const sorted = [...values.slots].sort((a, b) => `${a.day} ${a.starts}`.localeCompare(`${b.day} ${b.starts}`));
  return (
    <Button size="sm" variant="ghost" disabled={values.slots.length < 2} onClick={() => void setFieldValue('slots', sorted)}>
      Sort by day and time
    </Button>
  );
}

/** The edition's speakers, schedule, sponsors and FAQs, each added, edited, removed and put in order here. */
export function EditionLists() {
  return (
    <>
      <ListSection<ConferenceFormValues, 'speakers'>
        name="speakers"
        title="Speakers"
        what="Speaker"
        lead="In the order the page shows them."
        max={CONFERENCE_LIST_MAX.speakers}
        blank={() => ({ key: rowKey(), name: '', designation: '', company: '', type: 'Speaker', image: null, linkdln: '' })}
        summary={(s) => ({ title: s.name, detail: [s.type, [s.designation, s.company].filter(Boolean).join(', ')].filter(Boolean).join(' · ') })}
      >
        {(i) => <SpeakerFields index={i} />}
      </ListSection>
      <ListSection<ConferenceFormValues, 'slots'>
        name="slots"
        title="Schedule"
        what="Slot"
        lead="Visitors see each day's slots by their start time; slots at the same time (parallel workshops) keep the order given here."
        max={CONFERENCE_LIST_MAX.slots}
        blank={() => ({ key: rowKey(), day: '', starts: '', ends: '', title: '', description: '' })}
        summary={(s) => ({ title: s.title, detail: s.day ? `${dayLabel(s.day)} · ${s.starts || '?'}–${s.ends || '?'}` : undefined })}
        extra={<SortSlots />}
      >
        {(i) => <SlotFields index={i} />}
      </ListSection>
      <ListSection<ConferenceFormValues, 'sponsors'>
        name="sponsors"
        title="Sponsors and partners"
        what="Sponsor"
        lead="The page groups them by tier; within a tier, the first here shows first."
        max={CONFERENCE_LIST_MAX.sponsors}
        blank={() => ({ key: rowKey(), name: '', type: '', image: null })}
        summary={(s) => ({ title: s.name, detail: s.type })}
      >
        {(i) => <SponsorFields index={i} />}
      </ListSection>
      <ListSection<ConferenceFormValues, 'faqs'>
        name="faqs"
        title="Frequently asked questions"
        what="FAQ"
        noun="question"
        max={CONFERENCE_LIST_MAX.faqs}
        blank={() => ({ key: rowKey(), question: '', answer: '' })}
        summary={(f) => ({ title: f.question })}
      >
        {(i) => <FaqFields index={i} />}
      </ListSection>
    </>
  );
}
