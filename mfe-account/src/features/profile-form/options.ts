import type { Option } from 'shared-ui/forms';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Select options for one of the shared enumerations; stored values stay exactly as the schema lists them. */
export const enumOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: capitalised(value) }));

/**
 * Options from a loaded list, keeping a saved value that the list no longer offers so that editing
 * a profile never silently empties a field.
 */
export function withSaved(options: Option[], saved: string): Option[] {
  if (!saved || options.some((o) => String(o.value) === saved)) return options;
  return [{ value: saved, label: saved }, ...options];
}
