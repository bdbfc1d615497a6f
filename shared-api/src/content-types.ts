// Content entities as the API returns them, derived from the answer shapes the server serializes with
// (shapes/content.ts). Image fields are storage keys: `storageUrl(key)` is where the browser loads them, and
// `<field>_width`/`<field>_height` let a page reserve their space.
import type { Static } from '@sinclair/typebox';
import type * as common from './shapes/common';
import type * as shapes from './shapes/content';

export type Pagination = Static<typeof common.Pagination>;

/** A page of a list that can grow (`?page=&per_page=`). */
export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

export type PackageListing = Static<typeof shapes.PackageListing>;
export type MembershipPackage = Static<typeof shapes.MembershipPackage>;
