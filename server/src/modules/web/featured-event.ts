// The header's highlighted link (spec: second document §2.1, the event logo) is data: the next conference edition while
// one is coming, else the next event, else the latest edition; drafts never. Read from the database (kept a few seconds),
// so it moves on without a release.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { OrgConfig } from '../../../../shared-api/src/org.js';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import type { Database } from '../../db/schema.js';
import { visibleNow } from '../content/publishing.js';

export type FeaturedEvent = OrgConfig['featuredEvent'];

/** The paths the pinned remotes answer (a conference page exists only where a route declares it). */
const routedPaths = (manifest: ShellManifest) => new Set(manifest.remotes.flatMap((remote) => remote.routes.map((route) => route.path)));

/** The generic conference page, `/conference/:conferenceSlug`, which shows any edition by its slug. */
const GENERIC_CONFERENCE_ROUTE = /^\/conference\/:[A-Za-z]\w*$/;

export async function findFeaturedEvent(db: Kysely<Database>, manifest: ShellManifest, now = new Date()): Promise<FeaturedEvent | null> {
  const [conferences, nextEvent] = await Promise.all([
    // Only editions visitors may see: a draft, or one scheduled for later, is not linked.
    db
      .selectFrom('conferences')
      .select(['slug', 'aliases', 'title', 'starts_at', 'ends_at'])
      .where(visibleNow('conferences', now))
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
    db.selectFrom('events').select(['id', 'slug', 'title']).where('published', '=', true).where('end_date', '>=', now).orderBy('start_date').orderBy('id').limit(1).executeTakeFirst(),
  ]);
  const routed = routedPaths(manifest);
  const generic = [...routed].some((path) => GENERIC_CONFERENCE_ROUTE.test(path));
  // An edition is linked by its own route (its slug or one of its other spellings) when a page is routed there, else
  // by the generic conference page when the pinned remotes have it.
  const withPath = conferences.flatMap((c) => {
    const path = [c.slug, ...c.aliases].map((slug) => `/${slug}`).find((p) => routed.has(p)) ?? (generic ? `/conference/${c.slug}` : undefined);
    return path ? [{ ...c, path }] : [];
  });
  const upcoming = withPath.filter((c) => c.ends_at >= now).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())[0];
  if (upcoming) return { label: upcoming.title, path: upcoming.path };
  if (nextEvent) return { label: nextEvent.title, path: `/event/${encodeURIComponent(nextEvent.slug)}/${nextEvent.id}` };
  const latest = withPath[0];
  return latest ? { label: latest.title, path: latest.path } : null;
}

/** The last manifest made with a link, by the pinned manifest it was made from. */
const withLink = new WeakMap<ShellManifest, ShellManifest>();

/**
 * The pinned manifest with the featured event in its `org` (the shell fills the rest of `org` with its defaults). When
 * the database cannot answer, the manifest goes out as pinned: the page still loads, with the shell's default link.
 */
export async function withFeaturedEvent(db: Kysely<Database>, log: FastifyBaseLogger, manifest: ShellManifest, now = new Date()): Promise<ShellManifest> {
  try {
    const featuredEvent = await findFeaturedEvent(db, manifest, now);
    if (!featuredEvent) return manifest;
    // The same link as the last request's gives the same object, so what is made from a manifest can be kept by it
    // (a visitor's page, see shell-page.ts).
    const last = withLink.get(manifest);
    if (last?.org?.featuredEvent?.path === featuredEvent.path && last.org.featuredEvent.label === featuredEvent.label) return last;
    // The pinned org may be partial (the shell fills in the rest from its defaults), so only the link is known here.
    const made = { ...manifest, org: { ...manifest.org, featuredEvent } as OrgConfig };
    withLink.set(manifest, made);
    return made;
  } catch (error) {
    log.warn({ err: error }, 'the featured event could not be read; the shell shows its default');
    return manifest;
  }
}

/**
 * The manifest with the featured event, as `withFeaturedEvent` makes it, kept for a few seconds of the app's clock: a
 * page view asks for it, and under load one read serves every view of those seconds. `clear()` (after any change made
 * through this server) reads it again at the next view; a change made through another instance shows within the TTL.
 */
export function liveFeaturedEvent({ db, log, now, ttlMs = 5000 }: { db: () => Kysely<Database>; log: FastifyBaseLogger; now: () => Date; ttlMs?: number }) {
  let kept: { base: ShellManifest; at: number; made: Promise<ShellManifest> } | null = null;
  return {
    manifest(base: ShellManifest): Promise<ShellManifest> {
      const at = now().getTime();
      if (kept?.base === base && at >= kept.at && at - kept.at < ttlMs) return kept.made;
      const made = withFeaturedEvent(db(), log, base, new Date(at));
      kept = { base, at, made };
      return made;
    },
    clear() {
      kept = null;
    },
  };
}
