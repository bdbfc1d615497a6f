import type { Transaction } from 'kysely';
import { newStorageKey } from '../../../lib/crypto.js';
import { renderDocumentPdf, type PdfDocumentContent } from '../../../lib/pdf.js';
import type { Storage } from '../../../plugins/storage.js';
import type { Database } from '../../schema.js';
import { demoBlogs } from './blogs.js';
import { general } from './conferences/general.js';
import { gilgit } from './conferences/gilgit.js';
import { islamabad } from './conferences/islamabad.js';
import { nextYear } from './conferences/next-year.js';
import type { DemoConference } from './conferences/shared.js';
import { illustrationSvg, logoSvg, portraitSvg, posterSvg, type SvgImage } from './images.js';
import { demoDirectors, demoHighlights, demoMediaMentions, demoPartners, portraitColours } from './people.js';
import { demoPressReleases, PRESS_OFFICE } from './press.js';
import { demoPackages, demoPublicationRequests, demoPublications } from './publications.js';
import { insertBlog } from '../../../../../mfe-public/src/features/blog/server/queries.js';
import { insertPressRelease } from '../../../../../mfe-public/src/features/press/server/queries.js';
import { PUBLICATION_REQUEST_NOTICE } from '../../../../../mfe-public/src/features/publications/validation.js';

type Trx = Transaction<Database>;

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Where a demo record's outside link goes. The outlets, partners and people of the demo content are made up, so
 * their links must not pretend to be real articles or profiles (a made-up LinkedIn address may be a real
 * person's): they open example.org, the domain reserved for examples, saying which demo record they stand for.
 */
export const demoLink = (kind: string, name: string) => `https://example.org/?demo=${kind}&name=${slugOf(name)}`;
/** A demo record's publishing columns: live since 2022, scheduled for two weeks from now, or a draft. */
const demoPublishing = (state: 'published' | 'scheduled' | 'draft') => {
  const at = state === 'published' ? new Date(Date.UTC(2022, 0, 1)) : state === 'scheduled' ? new Date(Date.now() + 14 * 24 * 3600_000) : null;
  return { status: state === 'draft' ? ('draft' as const) : ('published' as const), publish_at: at, first_published_at: state === 'published' ? at : null };
};
/** When the demo's scheduled press releases and publications were written. */
const WRITTEN = new Date(Date.UTC(2022, 10, 1));
/** A demo record published from its date (scheduled when that is to come), or a draft. */
const publishedFrom = (record: object, at: Date) => {
  const draft = 'state' in record && record.state === 'draft';
  return { status: draft ? ('draft' as const) : ('published' as const), publish_at: draft ? null : at, first_published_at: draft ? null : at, updated_at: at < WRITTEN ? at : WRITTEN };
};
const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n');

/** The public site's demo content; runs inside the seed's transaction on a fresh database. */
export async function seedContent(trx: Trx, storage: Storage) {
  const image = async (img: SvgImage) => {
    const key = newStorageKey('svg');
    await storage.put(key, Buffer.from(img.svg, 'utf8'), 'image/svg+xml');
    return { key, width: img.width, height: img.height };
  };
  const pdf = async (content: PdfDocumentContent) => {
    const bytes = await renderDocumentPdf(content);
    const key = newStorageKey('pdf');
    await storage.put(key, bytes, 'application/pdf');
    return { key, bytes: bytes.length };
  };

  for (const [i, blog] of demoBlogs.entries()) {
    const author = await trx.selectFrom('users').select('id').where('email', '=', blog.authorEmail).executeTakeFirstOrThrow();
    const img = await image(illustrationSvg(blog.title.split(':')[0], blog.palette, i, blog.title));
    const at = new Date(blog.date);
    // A scheduled post was written before its time comes; a draft has no time yet.
    const createdAt = blog.state === 'scheduled' ? new Date(Date.UTC(2022, 10, 1)) : at;
    const publishAt = blog.state === 'draft' ? null : at;
    await insertBlog(trx, { slug: blog.slug, title: blog.title, content: blog.content, image: img, authorId: author.id, createdAt, publishAt });
  }

  for (const [i, release] of demoPressReleases.entries()) {
    const img = await image(illustrationSvg('Press release', release.palette, i, release.title));
    const dateline = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Karachi' }).format(new Date(release.date));
    const main = await pdf({ title: release.title, subtitle: `Press release · ${dateline}`, sections: [{ paragraphs: release.paragraphs }], footer: PRESS_OFFICE });
    const files = [{ name: 'Press release', file: main.key, bytes: main.bytes }];
    for (const attachment of release.attachments) {
      const extra = await pdf({ title: attachment.name, subtitle: dateline, sections: [{ paragraphs: attachment.lines }], footer: PRESS_OFFICE });
      files.push({ name: attachment.name, file: extra.key, bytes: extra.bytes });
    }
    await insertPressRelease(trx, {
      slug: release.slug,
      title: release.title,
      content: paragraphsHtml(release.paragraphs),
      image: img,
      name: PRESS_OFFICE,
      pdf: files,
      featured: release.featured,
      // A scheduled release was written before its time comes; a draft has no time yet.
      createdAt: release.state === 'scheduled' ? WRITTEN : new Date(release.date),
      publishAt: release.state === 'draft' ? null : new Date(release.date),
    });
  }

  for (const [i, mention] of demoMediaMentions.entries()) {
    const logo = await image(logoSvg(mention.outlet, mention.color));
    await trx
      .insertInto('media_mentions')
      .values({ title: mention.title, excerpt: mention.excerpt, outlet: mention.outlet, logo: logo.key, logo_width: logo.width, logo_height: logo.height, link: demoLink('media-mention', `${mention.outlet} ${mention.title}`), featured_order: i < 8 ? i + 1 : null, published_at: new Date(`${mention.date}T09:00:00+05:00`), ...publishedFrom(mention, new Date(`${mention.date}T09:00:00+05:00`)) })
      .execute();
  }

  for (const [i, partner] of demoPartners.entries()) {
    const logo = await image(logoSvg(partner.name, partner.color));
    await trx
      .insertInto('partners')
      .values({ name: partner.name, logo: logo.key, logo_width: logo.width, logo_height: logo.height, website: demoLink('partner', partner.name), is_corporate: partner.corporate, sort_order: i, ...demoPublishing(('state' in partner && partner.state) || 'published') })
      .execute();
  }

  for (const [i, h] of demoHighlights.entries()) {
    const [dark, light] = portraitColours[i % portraitColours.length];
    const poster = await image(posterSvg(h.name, h.organisation, [light === '#137f53' ? '#094c32' : light, dark]));
    await trx
      .insertInto('highlights')
      .values({ name: h.name, position: h.position, organisation: h.organisation, video_url: `https://www.youtube.com/watch?v=${h.video}`, thumbnail: poster.key, thumbnail_width: poster.width, thumbnail_height: poster.height, sort_order: i, ...demoPublishing('published') })
      .execute();
  }

  for (const [i, d] of demoDirectors.entries()) {
    const [light, dark] = portraitColours[i % portraitColours.length];
    const img = 'noPortrait' in d ? null : await image(portraitSvg(d.name, light, dark));
    await trx
      .insertInto('directors')
      .values({ name: d.name, position: d.position, bio: d.bio, image: img?.key ?? null, image_width: img?.width ?? null, image_height: img?.height ?? null, linkedin: demoLink('linkedin', d.name), sort_order: i, ...demoPublishing(('state' in d && d.state) || 'published') })
      .execute();
  }
  // The home page's three figures come with migration 027; a fourth waits as a draft.
  await trx.insertInto('home_figures').values({ value: '64%', label: 'under the age of 30', sort_order: 3, status: 'draft' }).execute();

  for (const [i, p] of demoPublications.entries()) {
    const img = await image(illustrationSvg(p.name, p.palette, i));
    const report = await pdf({
      title: p.title,
      subtitle: `${p.name} · Pakistan Freelancers Association`,
      sections: [{ heading: 'Summary', paragraphs: [p.excerpt] }, { heading: 'Key findings', paragraphs: p.findings.map((f, n) => `${n + 1}. ${f}`) }],
      footer: 'Pakistan Freelancers Association — research@pafla.org.pk',
    });
    await trx
      .insertInto('publications')
      .values({ slug: p.slug, title: p.title, excerpt: p.excerpt, name: p.name, featured_image: img.key, featured_image_width: img.width, featured_image_height: img.height, report: report.key, report_bytes: report.bytes, created_at: 'state' in p && p.state === 'scheduled' ? WRITTEN : new Date(p.date), ...publishedFrom(p, new Date(p.date)) })
      .execute();
  }

  // Requests for the reports over the last weeks, so the staff's list and its CSV have something to show.
  const publicationIds = (await trx.selectFrom('publications').select(['id', 'title']).orderBy('id').execute()).map((p) => ({ id: Number(p.id), title: p.title }));
  for (const [i, r] of demoPublicationRequests.entries()) {
    const publication = publicationIds[r.publication % publicationIds.length];
    await trx
      .insertInto('publication_requests')
      .values({
        publication_id: publication.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        organization: r.organization,
        designation: r.designation,
        agreed_to: `${PUBLICATION_REQUEST_NOTICE} Requested: "${publication.title}".`,
        ip: '127.0.0.1',
        user_agent: null,
        created_at: new Date(Date.now() - (r.daysAgo * 24 + i) * 3600_000),
      })
      .execute();
  }

  for (const [i, pkg] of demoPackages.entries()) {
    await trx.insertInto('membership_packages').values({ name: pkg.name, name_ur: pkg.name_ur, price: pkg.price, discounted_price: pkg.discounted_price, listing: JSON.stringify(pkg.listing), sort_order: i }).execute();
  }

  for (const conference of [general, islamabad, gilgit, nextYear]) await seedConference(trx, conference, image);
}

const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`);

async function seedConference(trx: Trx, c: DemoConference, image: (img: SvgImage) => Promise<{ key: string; width: number; height: number }>) {
  const banner = await image(illustrationSvg(`${c.title} · ${c.venue.city}`, c.palette, c.slug.length, c.slug.includes('gilgit') ? 'gilgit' : 'conference'));
  const first = c.days[0];
  const last = c.days[c.days.length - 1];
  const publishedAt = new Date(at(first.date, first.slots[0][0]).getTime() - 60 * 86_400_000);
  const { id } = await trx
    .insertInto('conferences')
    .values({
      slug: c.slug,
      aliases: c.aliases,
      title: c.title,
      edition: c.edition,
      tagline: c.tagline,
      overview: JSON.stringify(c.overview),
      starts_at: at(first.date, first.slots[0][0]),
      ends_at: at(last.date, last.slots.reduce((end, s) => (s[1] > end ? s[1] : end), '00:00')),
      venue: JSON.stringify(c.venue),
      banner: banner.key,
      banner_width: banner.width,
      banner_height: banner.height,
      all_speakers_link: c.allSpeakersLink,
      // A published edition was announced two months before it opened; a draft has no time yet.
      status: c.draft ? 'draft' : 'published',
      publish_at: c.draft ? null : publishedAt,
      first_published_at: c.draft ? null : publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('conference_slugs')
    .values([c.slug, ...c.aliases].map((slug) => ({ slug, conference_id: id })))
    .execute();
  for (const [i, s] of c.speakers.entries()) {
    const [light, dark] = portraitColours[(i + c.slug.length) % portraitColours.length];
    const img = await image(portraitSvg(s.name, light, dark));
    await trx
      .insertInto('conference_speakers')
      .values({ conference_id: id, name: s.name, designation: s.designation, company: s.company, image: img.key, image_width: img.width, image_height: img.height, linkdln: s.linkedin ? demoLink('linkedin', s.name) : null, type: s.type, sort_order: i })
      .execute();
  }
  for (const day of c.days) {
    await trx
      .insertInto('conference_slots')
      .values(day.slots.map(([start, end, title, description]) => ({ conference_id: id, starts_at: at(day.date, start), ends_at: at(day.date, end), title, description })))
      .execute();
  }
  for (const s of c.sponsors) {
    const logo = await image(logoSvg(s.name, s.color));
    await trx.insertInto('conference_sponsors').values({ conference_id: id, name: s.name, image: logo.key, image_width: logo.width, image_height: logo.height, type: s.type, priority: s.priority }).execute();
  }
  await trx
    .insertInto('conference_faqs')
    .values(c.faqs.map(([question, answer], i) => ({ conference_id: id, question, answer, sort_order: i })))
    .execute();
}
