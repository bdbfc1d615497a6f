// Press releases and media mentions: visitors read them; staff save them as drafts, preview them, publish them now or
// at a time to come, and take them back to drafts. Each call's access, rules and answer (decision 016). Server and API
// docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { Paged, Type } from 'shared-api/shapes';
import { idParams, pageQuery } from 'shared-api/validation/calls';
import { publishSchema } from 'shared-api/validation/publishing';
import { pressCalls } from './calls';
import { MediaMention, PressRelease, PressReleaseSummary, StaffMediaMention, StaffMediaMentionPage, StaffPressRelease, StaffPressReleasePage } from './shapes';
import { mediaMentionSchema, pressReleaseSchema, staffContentQuery } from './staff-validation';

export const PRESS_RELEASES_PER_PAGE = 10;
export const MEDIA_MENTIONS_PER_PAGE = 10;

const pressParams = idParams({ pressReleaseId: 'a press release' });
const mentionParams = idParams({ mediaMentionId: 'a media mention' });

const audited = '; audited';
const publishSummary = (noun: string) => `Publish ${noun} now, or schedule it: visitors see it from publish_at (a time to come)${audited}`;
const unpublishSummary = (noun: string) => `Make ${noun} a draft again, hidden from visitors${audited}`;

export const pressContract = contract('press', pressCalls, {
  getFeaturedPressReleases: { access: 'public', tags: ['content'], summary: 'The latest featured press releases (up to three), for the home page', answer: Type.Array(PressReleaseSummary) },
  getFeaturedMediaMentions: { access: 'public', tags: ['content'], summary: 'The featured-in logos of the home carousel, in order', answer: Type.Array(MediaMention) },
  getPressReleases: { access: 'public', tags: ['content'], summary: 'Press releases, newest first', query: pageQuery(PRESS_RELEASES_PER_PAGE), answer: Paged(PressReleaseSummary) },
  getMediaMentions: { access: 'public', tags: ['content'], summary: 'Media mentions, newest first', query: pageQuery(MEDIA_MENTIONS_PER_PAGE), answer: Paged(MediaMention) },
  getPressRelease: { access: 'public', tags: ['content'], summary: 'One press release with its content and PDF downloads', params: idParams({ id: 'a press release' }), answer: PressRelease },

  // ---- Staff: press releases and media mentions saved as drafts, previewed, published now or at a time to come, and
  // taken back to drafts
  getStaffPressReleases: { access: 'staff', tags: ['staff'], summary: 'Every press release, latest change first, searched by title and filtered by state', query: staffContentQuery, answer: StaffPressReleasePage },
  getStaffPressRelease: { access: 'staff', tags: ['staff'], summary: 'A press release as its form shows it', params: pressParams, answer: StaffPressRelease },
  createPressRelease: {
    access: 'staff',
    tags: ['staff'],
    summary: `Write a press release, as a draft (content is sanitized HTML; the image and PDFs are the caller’s uploads)${audited}`,
    description: 'The slug is made from the title, with -2, -3… when another press release has or had it. Nobody but staff sees a draft.',
    body: pressReleaseSchema,
    answer: StaffPressRelease,
    status: 201,
  },
  updatePressRelease: {
    access: 'staff',
    tags: ['staff'],
    summary: `Save a press release; its slug follows the title until it is first published, and stays after${audited}`,
    params: pressParams,
    body: pressReleaseSchema,
    answer: StaffPressRelease,
  },
  getPressReleasePreview: { access: 'staff', tags: ['staff'], summary: 'The press release as visitors will see it (GET pressreleases/{id}’s answer), draft or not', params: pressParams, answer: PressRelease },
  publishPressRelease: { access: 'staff', tags: ['staff'], summary: publishSummary('a press release'), params: pressParams, body: publishSchema, answer: StaffPressRelease },
  unpublishPressRelease: { access: 'staff', tags: ['staff'], summary: unpublishSummary('a press release'), params: pressParams, answer: StaffPressRelease },

  getStaffMediaMentions: { access: 'staff', tags: ['staff'], summary: 'Every media mention, latest change first, searched by title or outlet and filtered by state', query: staffContentQuery, answer: StaffMediaMentionPage },
  getStaffMediaMention: { access: 'staff', tags: ['staff'], summary: 'A media mention as its form shows it', params: mentionParams, answer: StaffMediaMention },
  createMediaMention: {
    access: 'staff',
    tags: ['staff'],
    summary: `Add a media mention, as a draft (the logo is the caller’s upload; the link is http or https)${audited}`,
    body: mediaMentionSchema,
    answer: StaffMediaMention,
    status: 201,
  },
  updateMediaMention: { access: 'staff', tags: ['staff'], summary: `Save a media mention${audited}`, params: mentionParams, body: mediaMentionSchema, answer: StaffMediaMention },
  getMediaMentionPreview: { access: 'staff', tags: ['staff'], summary: 'The media mention’s card as visitors will see it, draft or not', params: mentionParams, answer: MediaMention },
  publishMediaMention: { access: 'staff', tags: ['staff'], summary: publishSummary('a media mention'), params: mentionParams, body: publishSchema, answer: StaffMediaMention },
  unpublishMediaMention: { access: 'staff', tags: ['staff'], summary: unpublishSummary('a media mention'), params: mentionParams, answer: StaffMediaMention },
});
