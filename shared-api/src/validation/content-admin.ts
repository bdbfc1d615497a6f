// What staff upload for the content they publish: the largest PDF (a press release's file, a publication's report), one
// definition for the staff's PDF field and the server's upload check. Each kind's own rules live with its feature
// (mfe-public/src/features/<feature>/staff-validation.ts); what they share, with publishing (validation/publishing.ts).

/** A PDF (a press release's file, a publication's report) uploaded by staff. */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

