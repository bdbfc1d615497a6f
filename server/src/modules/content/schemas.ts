// The content module's answers: shared-api's shapes (written once, for the server's serializer and the
// browser's types alike).
import { Type } from '../../../../shared-api/src/shapes/common.js';
import * as shapes from '../../../../shared-api/src/shapes/content.js';

export const blogSummarySchema = shapes.BlogSummary;
export const blogSchema = shapes.Blog;
export const pressSummarySchema = shapes.PressReleaseSummary;
export const pressReleaseSchema = shapes.PressRelease;
export const mediaMentionSchema = shapes.MediaMention;
export const partnerSchema = shapes.Partner;
export const highlightSchema = shapes.Highlight;
export const directorSchema = shapes.Director;
export const packageSchema = shapes.MembershipPackage;

export const list = (item: Parameters<typeof Type.Array>[0]) => Type.Array(item);
