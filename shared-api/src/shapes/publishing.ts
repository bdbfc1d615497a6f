// The fields every kind of content staff publish answers with, as its staff list and form show it.
import { PUBLISH_STATES } from 'shared-api/validation/publishing';
import { DateTime, Nullable, StringEnum } from './common';

export const PublishStatus = StringEnum(PUBLISH_STATES, { description: 'draft: staff only; scheduled: published, shown from publish_at; published: shown' });

/** status, publish_at and updated_at, spread into a staff shape. */
export const publishingFields = {
  status: PublishStatus,
  publish_at: Nullable(DateTime('when visitors see it from; null for a draft')),
  updated_at: DateTime(),
};
