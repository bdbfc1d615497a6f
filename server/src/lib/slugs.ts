// Slugs: the readable part of a page's address, made from a title. The record's id is what finds the page; a slug
// is unique within its kind so two pages never share an address.

/** Lower case, accents dropped, words joined by hyphens, at most 80 characters; `fallback` when nothing is left. */
export const slugOf = (title: string, fallback: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || fallback;

/** `base`, or `base-2`, `base-3`… the first that is not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>) {
  const used = new Set(taken);
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
