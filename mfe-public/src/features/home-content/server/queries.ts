import type { Kysely } from 'kysely';
import { visibleNow, type Database } from '../../../../../server/src/kit.js';

type Db = Kysely<Database>;

const partnerColumns = ['id', 'name', 'logo', 'logo_width', 'logo_height', 'website'] as const;

// Partners, highlights, the board and the home page's figures: what visitors see is published, its time has come
// (a scheduled record shows from its publish_at on), in the order staff gave it.
export const partners = (db: Db, corporate: boolean, now: Date) =>
  db.selectFrom('partners').select(partnerColumns).where('is_corporate', '=', corporate).where(visibleNow('partners', now)).orderBy('sort_order').orderBy('id').execute();

export const highlights = (db: Db, now: Date) =>
  db
    .selectFrom('highlights')
    .select(['id', 'name', 'position', 'organisation', 'video_url', 'thumbnail', 'thumbnail_width', 'thumbnail_height'])
    .where(visibleNow('highlights', now))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const directors = (db: Db, now: Date) =>
  db
    .selectFrom('directors')
    .select(['id', 'name', 'position', 'bio', 'image', 'image_width', 'image_height', 'linkedin'])
    .where(visibleNow('directors', now))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const homeFigures = (db: Db, now: Date) =>
  db.selectFrom('home_figures').select(['id', 'value', 'label']).where(visibleNow('home_figures', now)).orderBy('sort_order').orderBy('id').execute();
