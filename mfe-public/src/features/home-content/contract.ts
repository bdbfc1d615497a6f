// The board, the partners, the highlight videos and the home page's figures: visitors read each list; staff keep them
// as drafts, previews, publishing now or at a time to come, unpublishing, and the order visitors see them in. Each
// call's access, rules and answer (decision 016). Server and API docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { Type } from 'shared-api/shapes';
import { idParams } from 'shared-api/validation/calls';
import { publishSchema } from 'shared-api/validation/publishing';
import { homeContentCalls } from './calls';
import { Director, Highlight, HomeFigure, Partner, StaffDirector, StaffHighlight, StaffHomeFigure, StaffPartner } from './shapes';
import { directorSchema, highlightSchema, homeFigureSchema, orderSchema, partnerSchema } from './staff-validation';

const directorParams = idParams({ directorId: 'a board member' });
const partnerParams = idParams({ partnerId: 'a partner' });
const highlightParams = idParams({ highlightId: 'a highlight' });
const homeFigureParams = idParams({ figureId: 'a home page figure' });

export const homeContentContract = contract('content', homeContentCalls, {
  getCorporatePartners: { access: 'public', summary: 'The corporate partners, in the editors’ order', answer: Type.Array(Partner) },
  getPartners: { access: 'public', summary: 'The other partners (shown by View More on the home page)', answer: Type.Array(Partner) },
  getHighlights: { access: 'public', summary: 'Highlight videos: who speaks, and the video to play', answer: Type.Array(Highlight) },
  getDirectors: { access: 'public', summary: 'The board of directors (Our Leadership)', answer: Type.Array(Director) },
  getHomeFigures: { access: 'public', summary: 'The home page’s figures (Freelancing in Pakistan), in staff’s order', answer: Type.Array(HomeFigure) },

  // ---- Staff: each kind's records saved as drafts, previewed, published now or at a time to come, taken back to
  // drafts, and put in the order visitors see them in
  getStaffDirectors: { access: 'staff', tags: ['staff'], summary: 'The board, draft, scheduled and published members alike, in the order visitors see it', answer: Type.Array(StaffDirector) },
  getStaffDirector: { access: 'staff', tags: ['staff'], summary: 'One record as its form shows it', params: directorParams, answer: StaffDirector },
  createDirector: { access: 'staff', tags: ['staff'], summary: 'Add a board member (the portrait is optional: the board shows the initials; it is the caller’s upload), as a draft at the end of its list; audited', body: directorSchema, answer: StaffDirector, status: 201 },
  updateDirector: { access: 'staff', tags: ['staff'], summary: 'Save a board member; audited', params: directorParams, body: directorSchema, answer: StaffDirector },
  getDirectorPreview: { access: 'staff', tags: ['staff'], summary: 'The board as visitors will see it with this member published (GET directors’ answer), draft or not', params: directorParams, answer: Type.Array(Director) },
  publishDirector: { access: 'staff', tags: ['staff'], summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: directorParams, body: publishSchema, answer: StaffDirector },
  unpublishDirector: { access: 'staff', tags: ['staff'], summary: 'Make it a draft again, hidden from visitors; audited', params: directorParams, answer: StaffDirector },
  orderDirectors: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Put the list in this order (every record of the list, each once); audited',
    body: orderSchema,
    answer: Type.Array(StaffDirector),
  },
  getStaffPartners: { access: 'staff', tags: ['staff'], summary: 'Every partner, corporate and other, draft, scheduled and published alike, each kind in the order visitors see it', answer: Type.Array(StaffPartner) },
  getStaffPartner: { access: 'staff', tags: ['staff'], summary: 'One record as its form shows it', params: partnerParams, answer: StaffPartner },
  createPartner: { access: 'staff', tags: ['staff'], summary: 'Add a partner (corporate or other; the logo is the caller’s upload), as a draft at the end of its list; audited', body: partnerSchema, answer: StaffPartner, status: 201 },
  updatePartner: { access: 'staff', tags: ['staff'], summary: 'Save a partner; audited', params: partnerParams, body: partnerSchema, answer: StaffPartner },
  getPartnerPreview: { access: 'staff', tags: ['staff'], summary: 'The partners of its kind as visitors will see them with this one published (GET corporate-partners’ or partners’ answer)', params: partnerParams, answer: Type.Array(Partner) },
  publishPartner: { access: 'staff', tags: ['staff'], summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: partnerParams, body: publishSchema, answer: StaffPartner },
  unpublishPartner: { access: 'staff', tags: ['staff'], summary: 'Make it a draft again, hidden from visitors; audited', params: partnerParams, answer: StaffPartner },
  orderPartners: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Put the list in this order (every record of the list, each once, of one kind: corporate or other); audited',
    body: orderSchema,
    answer: Type.Array(StaffPartner),
  },
  getStaffHighlights: { access: 'staff', tags: ['staff'], summary: 'Every highlight video, draft, scheduled and published alike, in the order visitors see them', answer: Type.Array(StaffHighlight) },
  getStaffHighlight: { access: 'staff', tags: ['staff'], summary: 'One record as its form shows it', params: highlightParams, answer: StaffHighlight },
  createHighlight: { access: 'staff', tags: ['staff'], summary: 'Add a highlight video (a YouTube link; the thumbnail is the caller’s upload), as a draft at the end of its list; audited', body: highlightSchema, answer: StaffHighlight, status: 201 },
  updateHighlight: { access: 'staff', tags: ['staff'], summary: 'Save a highlight; audited', params: highlightParams, body: highlightSchema, answer: StaffHighlight },
  getHighlightPreview: { access: 'staff', tags: ['staff'], summary: 'The highlights as visitors will see them with this one published (GET highlights’ answer)', params: highlightParams, answer: Type.Array(Highlight) },
  publishHighlight: { access: 'staff', tags: ['staff'], summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: highlightParams, body: publishSchema, answer: StaffHighlight },
  unpublishHighlight: { access: 'staff', tags: ['staff'], summary: 'Make it a draft again, hidden from visitors; audited', params: highlightParams, answer: StaffHighlight },
  orderHighlights: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Put the list in this order (every record of the list, each once); audited',
    body: orderSchema,
    answer: Type.Array(StaffHighlight),
  },
  getStaffHomeFigures: { access: 'staff', tags: ['staff'], summary: 'The home page’s figures, draft, scheduled and published alike, in the order visitors see them', answer: Type.Array(StaffHomeFigure) },
  getStaffHomeFigure: { access: 'staff', tags: ['staff'], summary: 'One record as its form shows it', params: homeFigureParams, answer: StaffHomeFigure },
  createHomeFigure: { access: 'staff', tags: ['staff'], summary: 'Add a figure of the home page (2.3M freelancers), as a draft at the end of its list; audited', body: homeFigureSchema, answer: StaffHomeFigure, status: 201 },
  updateHomeFigure: { access: 'staff', tags: ['staff'], summary: 'Save a home page figure; audited', params: homeFigureParams, body: homeFigureSchema, answer: StaffHomeFigure },
  getHomeFigurePreview: { access: 'staff', tags: ['staff'], summary: 'The home page’s figures as visitors will see them with this one published (GET home-figures’ answer)', params: homeFigureParams, answer: Type.Array(HomeFigure) },
  publishHomeFigure: { access: 'staff', tags: ['staff'], summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: homeFigureParams, body: publishSchema, answer: StaffHomeFigure },
  unpublishHomeFigure: { access: 'staff', tags: ['staff'], summary: 'Make it a draft again, hidden from visitors; audited', params: homeFigureParams, answer: StaffHomeFigure },
  orderHomeFigures: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Put the list in this order (every record of the list, each once); audited',
    body: orderSchema,
    answer: Type.Array(StaffHomeFigure),
  },
});
