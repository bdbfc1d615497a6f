import { msg, t } from '@lingui/core/macro';
import type { HourlyRateRange, VolunteerKind } from 'shared-api';
import { type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';

// The profile's fixed answers (spec: core §2), the directory's hourly-rate ranges (second spec §9) and the volunteer
// applications' names, in the page's language. An answer this list does not know is shown as the profile has it.
const availability: Record<string, MessageDescriptor> = {
  'Full time': msg`Full time`,
  'Part time': msg`Part time`,
  'Not Available': msg`Not Available`,
};

const yearsExperience: Record<string, MessageDescriptor> = {
  "I haven't worked professionally before": msg`I haven't worked professionally before`,
  'Between 1-10 years': msg`Between 1-10 years`,
  'Between 10-20 years': msg`Between 10-20 years`,
  'More than 20 years': msg`More than 20 years`,
};

const experienceLevels: Record<string, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  expert: msg`Expert`,
};

const degrees: Record<string, MessageDescriptor> = {
  undergraduate: msg`Undergraduate`,
  graduate: msg`Graduate`,
  masters: msg`Masters`,
  doctorate: msg`Doctorate`,
  other: msg`Other`,
};

const rateRanges: Record<HourlyRateRange, MessageDescriptor> = {
  '1,500': msg`Less than Rs 500`,
  '500,1000': msg`Rs 500 to 1,000`,
  '1000,3000': msg`Rs 1,000 to 3,000`,
  '3000,100000': msg`Rs 3,000 and above`,
};

const volunteerKinds: Record<VolunteerKind, MessageDescriptor> = {
  chapter: msg`Chapter Contributor`,
  ambassador: msg`University Ambassador`,
  meetup: msg`Meetups`,
  speaker: msg`Speaker/Trainer`,
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const labelOf = (labels: Record<string, MessageDescriptor>, value: string, shown = value) => (labels[value] ? i18n._(labels[value]) : shown);

export const availabilityLabel = (value: string) => labelOf(availability, value);
export const yearsExperienceLabel = (value: string) => labelOf(yearsExperience, value);
export const experienceLevelLabel = (value: string) => labelOf(experienceLevels, value, capitalised(value));
export const degreeLabel = (value: string) => labelOf(degrees, value, capitalised(value));
export const rateRangeLabel = (range: { value: HourlyRateRange; label: string }) => labelOf(rateRanges, range.value, range.label);
export const volunteerKindLabel = (kind: { value: VolunteerKind; label: string }) => labelOf(volunteerKinds, kind.value, kind.label);

/**
 * A name of the site's lists (a city, a province, a skill) in the page's language: shared-api's catalog keeps each by
 * its English, which stays what the profile stores and the filters send. A name it does not know shows as it is.
 */
export const nameOf = (english: string) => i18n.text(english);

/** Where a member lives, "Lahore, Pakistan", with the city's name in the page's language. */
export const placeOf = (city: string | null | undefined, country: string | null | undefined) =>
  [city, country]
    .filter((part): part is string => Boolean(part))
    .map(nameOf)
    .join(t({ message: ', ', comment: 'Between a member’s city and country' }));
