// The member forms' shared schemas, loaded when a form first validates, not with its page (shared-ui/forms,
// lazySchema): yup and the schemas would otherwise take 17.5 KB gzip of a page's first view.
import { lazySchema } from 'shared-ui/forms';

export const issueSchema = lazySchema(() => import('shared-api/validation/issues').then((m) => m.issueSchema));
export const memberCommentSchema = lazySchema(() => import('shared-api/validation/issues').then((m) => m.memberCommentSchema));
