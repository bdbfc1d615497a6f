// Staff write press releases and media mentions: saved as drafts, previewed, published now or at a time to come, and
// taken back to drafts. Each call's access, rules and answer (decision 016). Server and API docs only; browsers import
// this file as a type.
import * as yup from 'yup';
import { contract } from '../contract';
import { contentAdminCalls } from '../calls/content-admin';
import { MediaMention, PressRelease } from '../shapes/content';
import { StaffMediaMention, StaffMediaMentionPage, StaffPressRelease, StaffPressReleasePage } from '../shapes/content-admin';
import { mediaMentionSchema, pressReleaseSchema } from '../validation/content-admin';
import { PUBLISH_STATES, publishSchema } from '../validation/publishing';
import { idParams, pageQuery, searchQuery } from '../validation/calls';

export const STAFF_CONTENT_PER_PAGE = 20;

/** A staff list: a page, a search of titles, a state. */
const listQuery = pageQuery(STAFF_CONTENT_PER_PAGE)
  .concat(searchQuery())
  .concat(yup.object({ status: yup.string().oneOf(['', ...PUBLISH_STATES], `status must be one of ${PUBLISH_STATES.join(', ')}`).default('') }));

const pressParams = idParams({ pressReleaseId: 'a press release' });
const mentionParams = idParams({ mediaMentionId: 'a media mention' });

const audited = '; audited';
const publishSummary = (noun: string) => `Publish ${noun} now, or schedule it: visitors see it from publish_at (a time to come)${audited}`;
const unpublishSummary = (noun: string) => `Make ${noun} a draft again, hidden from visitors${audited}`;

export const contentAdminContract = contract('staff', contentAdminCalls, {
  getStaffPressReleases: { access: 'staff', summary: 'Every press release, latest change first, searched by title and filtered by state', query: listQuery, answer: StaffPressReleasePage },
  getStaffPressRelease: { access: 'staff', summary: 'A press release as its form shows it', params: pressParams, answer: StaffPressRelease },
  createPressRelease: {
    access: 'staff',
    summary: `Write a press release, as a draft (content is sanitized HTML; the image and PDFs are the caller’s uploads)${audited}`,
    description: 'The slug is made from the title, with -2, -3… when another press release has or had it. Nobody but staff sees a draft.',
    body: pressReleaseSchema,
    answer: StaffPressRelease,
    status: 201,
  },
  updatePressRelease: {
    access: 'staff',
    summary: `Save a press release; its slug follows the title until it is first published, and stays after${audited}`,
    params: pressParams,
    body: pressReleaseSchema,
    answer: StaffPressRelease,
  },
  getPressReleasePreview: { access: 'staff', summary: 'The press release as visitors will see it (GET pressreleases/{id}’s answer), draft or not', params: pressParams, answer: PressRelease },
  publishPressRelease: { access: 'staff', summary: publishSummary('a press release'), params: pressParams, body: publishSchema, answer: StaffPressRelease },
  unpublishPressRelease: { access: 'staff', summary: unpublishSummary('a press release'), params: pressParams, answer: StaffPressRelease },

  getStaffMediaMentions: { access: 'staff', summary: 'Every media mention, latest change first, searched by title or outlet and filtered by state', query: listQuery, answer: StaffMediaMentionPage },
  getStaffMediaMention: { access: 'staff', summary: 'A media mention as its form shows it', params: mentionParams, answer: StaffMediaMention },
  createMediaMention: {
    access: 'staff',
    summary: `Add a media mention, as a draft (the logo is the caller’s upload; the link is http or https)${audited}`,
    body: mediaMentionSchema,
    answer: StaffMediaMention,
    status: 201,
  },
  updateMediaMention: { access: 'staff', summary: `Save a media mention${audited}`, params: mentionParams, body: mediaMentionSchema, answer: StaffMediaMention },
  getMediaMentionPreview: { access: 'staff', summary: 'The media mention’s card as visitors will see it, draft or not', params: mentionParams, answer: MediaMention },
  publishMediaMention: { access: 'staff', summary: publishSummary('a media mention'), params: mentionParams, body: publishSchema, answer: StaffMediaMention },
  unpublishMediaMention: { access: 'staff', summary: unpublishSummary('a media mention'), params: mentionParams, answer: StaffMediaMention },
});
