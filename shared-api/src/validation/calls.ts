// Rules every call shares, written once: a record's number in the path, and the page of a list that can grow
// (`?page=&per_page=`). Contracts use them; pages never need them, so no form loads this file.
import * as yup from 'yup';
import { MAX_PER_PAGE } from '../enums';

/** No list has this many pages; a larger page number is a mistake, not a far page (and its offset overflows SQL). */
export const MAX_PAGE = 100_000;

/**
 * A record's number: a positive whole number that fits the database's bigint ids; anything else is no record.
 * `noun` names it in the message: "issueId must be an issue number".
 */
export const recordNumber = (message: string) =>
  yup.number().typeError(message).integer(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message).required(message);

/** Path parameters that are record numbers: `idParams({ issueId: 'an issue' })` → "issueId must be an issue number". */
export const idParams = <K extends string>(names: Record<K, string>) =>
  yup.object(
    // One rule per given name: Object.fromEntries cannot carry the names `K` through, so the shape is told.
    Object.fromEntries(Object.entries<string>(names).map(([key, noun]) => [key, recordNumber(`${key} must be ${noun} number`)])) as Record<
      K,
      ReturnType<typeof recordNumber>
    >,
  );

const whole = (name: string) => `${name} must be a whole number from 1`;

/** `?page=&per_page=`: page 1 and the list's own page size unless asked. */
export const pageQuery = (defaultPerPage: number) =>
  yup.object({
    page: yup.number().typeError(whole('page')).integer(whole('page')).min(1, whole('page')).max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
    per_page: yup
      .number()
      .typeError(whole('per_page'))
      .integer(whole('per_page'))
      .min(1, whole('per_page'))
      .max(MAX_PER_PAGE, `per_page must be at most ${MAX_PER_PAGE}`)
      .default(defaultPerPage),
  });

/** `?q=`: what staff typed into a list's search box (a name, e-mail, phone, MEMBER ID, order number, CNIC…). */
export const searchQuery = () => yup.object({ q: yup.string().trim().max(200, 'q must be at most 200 characters').default('') });

/** `?sort=&dir=`: a list's order, by one of the columns it can be sorted by. */
export const sortQuery = <C extends string>(columns: readonly C[], fallback: C, dir: 'asc' | 'desc' = 'desc') =>
  yup.object({
    sort: yup
      .string()
      .oneOf([...columns], `sort must be one of ${columns.join(', ')}`)
      .default(fallback),
    dir: yup
      .string()
      .oneOf(['asc', 'desc'] as const, 'dir must be asc or desc')
      .default(dir),
  });

/** A bulk action's records: `{ ids: [1, 2, 3] }`, at least one and at most `max`. */
export const idsBody = (noun: string, max = 100) =>
  yup.object({
    ids: yup
      .array(recordNumber(`ids must be ${noun} numbers`))
      .min(1, `Please choose at least one ${noun}`)
      .max(max, `At most ${max} at a time`)
      .required(`Please choose at least one ${noun}`),
  });

/** `?ids=4,7,9`: the selected rows of a list, for an export of just them. */
export const idsQuery = (max = 500) =>
  yup.object({
    ids: yup
      .string()
      .trim()
      .matches(new RegExp(`^(\\d{1,15}(,\\d{1,15}){0,${max - 1}})?$`), `ids must be up to ${max} record numbers separated by commas`)
      .default(''),
  });

/** The numbers of an `ids` query. */
export const idsOf = (ids: string | undefined) => (ids ? ids.split(',').map(Number) : []);
