import { msg } from '@lingui/core/macro';
import { type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';
import type { Option } from 'shared-ui/forms';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The shared enumerations' values as the form shows them (GENDERS, DEGREES, YEARS_EXPERIENCE, AVAILABILITY, EXPERIENCE_LEVELS). */
const labels: Record<string, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  undergraduate: msg`Undergraduate`,
  graduate: msg`Graduate`,
  masters: msg`Masters`,
  doctorate: msg`Doctorate`,
  other: msg`Other`,
  "I haven't worked professionally before": msg`I haven't worked professionally before`,
  'Between 1-10 years': msg`Between 1-10 years`,
  'Between 10-20 years': msg`Between 10-20 years`,
  'More than 20 years': msg`More than 20 years`,
  'Full time': msg`Full time`,
  'Part time': msg`Part time`,
  'Not Available': msg`Not Available`,
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  expert: msg`Expert`,
};

/** Select options for one of the shared enumerations; stored values stay exactly as the schema lists them. */
export const enumOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value in labels ? i18n._(labels[value]) : capitalised(value) }));

/**
 * A name of the site's lists (a city, a province, a skill) in the page's language: shared-api's catalog keeps each by
 * its English, which stays the value the form sends. A name it does not know shows as it is.
 */
export const nameOf = (english: string) => i18n.text(english);

/** Select options for the names of a loaded list (cities, provinces, skills): the English sent, its name shown. */
export const nameOptions = (names: Array<{ value: string; name: string }>): Option[] => names.map(({ value, name }) => ({ value, label: nameOf(name) }));

/**
 * Options from a loaded list, keeping a saved value that the list no longer offers so that editing
 * a profile never silently empties a field.
 */
export function withSaved(options: Option[], saved: string): Option[] {
  if (!saved || options.some((o) => String(o.value) === saved)) return options;
  return [{ value: saved, label: nameOf(saved) }, ...options];
}
