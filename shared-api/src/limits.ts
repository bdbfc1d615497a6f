// What a form shows before its schema has loaded (`shared-api/limits`): the limits its counters count to and the
// texts it quotes, none of which needs yup. A member's form page reads them from here, its select options from
// the enumerations the main entry exports, and loads its schema when it first validates (shared-ui/forms'
// lazySchema, decision 025); the schemas and the server enforce the same values. Kept apart from enums.ts, which
// the main entry carries into every first view, and free of imports, so a remote bundles only what it uses.

/** Whether `email` is another address than `currentEmail` (case and surrounding spaces aside). */
export const isEmailChange = (currentEmail: unknown, email: unknown) =>
  typeof currentEmail === 'string' && typeof email === 'string' && email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();

/** A picture's refusals, as the spec words them: said by the browser before the upload and by the server. */
export const UPLOAD_MESSAGES = { uploadType: 'You can only upload JPG/PNG file!', uploadSize: 'Image must smaller than 2MB!' } as const;

export const ISSUE_TITLE_MAX = 200;
export const ISSUE_TEXT_MAX = 5000;

/**
 * Files a member attaches to a new issue or to a reply: pictures (JPG, PNG) and PDFs, each at most
 * ISSUE_ATTACHMENT_MAX_BYTES, at most ISSUE_ATTACHMENTS_MAX with one issue or one reply. The form checks a chosen file
 * with these before it travels; the server checks the bytes themselves and the same limits.
 */
export const ISSUE_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type IssueAttachmentType = (typeof ISSUE_ATTACHMENT_TYPES)[number];
export const ISSUE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ISSUE_ATTACHMENTS_MAX = 5;
export const ISSUE_ATTACHMENT_MESSAGES = {
  type: 'You can attach JPG or PNG pictures and PDF files only.',
  size: `Each file must be smaller than ${ISSUE_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  count: `You can attach up to ${ISSUE_ATTACHMENTS_MAX} files.`,
} as const;

/** The browser's check of a file chosen to attach: the message, or null when it may be sent. */
export const attachmentProblem = (file: { type: string; size: number }) =>
  !(ISSUE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)
    ? ISSUE_ATTACHMENT_MESSAGES.type
    : file.size > ISSUE_ATTACHMENT_MAX_BYTES
      ? ISSUE_ATTACHMENT_MESSAGES.size
      : null;

/** A CNIC is 13 digits (second spec §9); the dashed form printed on the card (35202-1234567-1) is the same number. */
export const CNIC_LENGTH = 13;
/** Not given by the spec: the address box (3 to 4 rows) counts up to this many characters. */
export const ADDRESS_MAX = 250;
