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
