// Staff keep the board, the partners, the highlight videos and the home page's figures: drafts, previews, publishing
// now or at a time to come, unpublishing, and the order visitors see them in. Each call's access, rules and answer
// (decision 016). Server and API docs only; browsers import this file as a type.
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { homeContentAdminCalls } from '../calls/home-content-admin';
import { Director, Highlight, HomeFigure, Partner } from '../shapes/content';
import { StaffDirector, StaffHighlight, StaffHomeFigure, StaffPartner } from '../shapes/home-content-admin';
import { idParams } from '../validation/calls';
import { directorSchema, highlightSchema, homeFigureSchema, orderSchema, partnerSchema } from '../validation/home-content';
import { publishSchema } from '../validation/publishing';

const directorParams = idParams({ directorId: 'a board member' });
const partnerParams = idParams({ partnerId: 'a partner' });
const highlightParams = idParams({ highlightId: 'a highlight' });
const homeFigureParams = idParams({ figureId: 'a home page figure' });

export const homeContentAdminContract = contract('staff', homeContentAdminCalls, {
  getStaffDirectors: { access: 'staff', summary: 'The board, draft, scheduled and published members alike, in the order visitors see it', answer: Type.Array(StaffDirector) },
  getStaffDirector: { access: 'staff', summary: 'One record as its form shows it', params: directorParams, answer: StaffDirector },
  createDirector: { access: 'staff', summary: 'Add a board member (the portrait is optional: the board shows the initials; it is the caller’s upload), as a draft at the end of its list; audited', body: directorSchema, answer: StaffDirector, status: 201 },
  updateDirector: { access: 'staff', summary: 'Save a board member; audited', params: directorParams, body: directorSchema, answer: StaffDirector },
  getDirectorPreview: { access: 'staff', summary: 'The board as visitors will see it with this member published (GET directors’ answer), draft or not', params: directorParams, answer: Type.Array(Director) },
  publishDirector: { access: 'staff', summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: directorParams, body: publishSchema, answer: StaffDirector },
  unpublishDirector: { access: 'staff', summary: 'Make it a draft again, hidden from visitors; audited', params: directorParams, answer: StaffDirector },
  orderDirectors: {
    access: 'staff',
    summary: 'Put the list in this order (every record of the list, each once); audited',
    body: orderSchema,
    answer: Type.Array(StaffDirector),
  },
  getStaffPartners: { access: 'staff', summary: 'Every partner, corporate and other, draft, scheduled and published alike, each kind in the order visitors see it', answer: Type.Array(StaffPartner) },
  getStaffPartner: { access: 'staff', summary: 'One record as its form shows it', params: partnerParams, answer: StaffPartner },
  createPartner: { access: 'staff', summary: 'Add a partner (corporate or other; the logo is the caller’s upload), as a draft at the end of its list; audited', body: partnerSchema, answer: StaffPartner, status: 201 },
  updatePartner: { access: 'staff', summary: 'Save a partner; audited', params: partnerParams, body: partnerSchema, answer: StaffPartner },
  getPartnerPreview: { access: 'staff', summary: 'The partners of its kind as visitors will see them with this one published (GET corporate-partners’ or partners’ answer)', params: partnerParams, answer: Type.Array(Partner) },
  publishPartner: { access: 'staff', summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: partnerParams, body: publishSchema, answer: StaffPartner },
  unpublishPartner: { access: 'staff', summary: 'Make it a draft again, hidden from visitors; audited', params: partnerParams, answer: StaffPartner },
  orderPartners: {
    access: 'staff',
    summary: 'Put the list in this order (every record of the list, each once, of one kind: corporate or other); audited',
    body: orderSchema,
    answer: Type.Array(StaffPartner),
  },
  getStaffHighlights: { access: 'staff', summary: 'Every highlight video, draft, scheduled and published alike, in the order visitors see them', answer: Type.Array(StaffHighlight) },
  getStaffHighlight: { access: 'staff', summary: 'One record as its form shows it', params: highlightParams, answer: StaffHighlight },
  createHighlight: { access: 'staff', summary: 'Add a highlight video (a YouTube link; the thumbnail is the caller’s upload), as a draft at the end of its list; audited', body: highlightSchema, answer: StaffHighlight, status: 201 },
  updateHighlight: { access: 'staff', summary: 'Save a highlight; audited', params: highlightParams, body: highlightSchema, answer: StaffHighlight },
  getHighlightPreview: { access: 'staff', summary: 'The highlights as visitors will see them with this one published (GET highlights’ answer)', params: highlightParams, answer: Type.Array(Highlight) },
  publishHighlight: { access: 'staff', summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: highlightParams, body: publishSchema, answer: StaffHighlight },
  unpublishHighlight: { access: 'staff', summary: 'Make it a draft again, hidden from visitors; audited', params: highlightParams, answer: StaffHighlight },
  orderHighlights: {
    access: 'staff',
    summary: 'Put the list in this order (every record of the list, each once); audited',
    body: orderSchema,
    answer: Type.Array(StaffHighlight),
  },
  getStaffHomeFigures: { access: 'staff', summary: 'The home page’s figures, draft, scheduled and published alike, in the order visitors see them', answer: Type.Array(StaffHomeFigure) },
  getStaffHomeFigure: { access: 'staff', summary: 'One record as its form shows it', params: homeFigureParams, answer: StaffHomeFigure },
  createHomeFigure: { access: 'staff', summary: 'Add a figure of the home page (2.3M freelancers), as a draft at the end of its list; audited', body: homeFigureSchema, answer: StaffHomeFigure, status: 201 },
  updateHomeFigure: { access: 'staff', summary: 'Save a home page figure; audited', params: homeFigureParams, body: homeFigureSchema, answer: StaffHomeFigure },
  getHomeFigurePreview: { access: 'staff', summary: 'The home page’s figures as visitors will see them with this one published (GET home-figures’ answer)', params: homeFigureParams, answer: Type.Array(HomeFigure) },
  publishHomeFigure: { access: 'staff', summary: 'Publish it now, or schedule it: visitors see it from publish_at (a time to come); audited', params: homeFigureParams, body: publishSchema, answer: StaffHomeFigure },
  unpublishHomeFigure: { access: 'staff', summary: 'Make it a draft again, hidden from visitors; audited', params: homeFigureParams, answer: StaffHomeFigure },
  orderHomeFigures: {
    access: 'staff',
    summary: 'Put the list in this order (every record of the list, each once); audited',
    body: orderSchema,
    answer: Type.Array(StaffHomeFigure),
  },
});
