// The member forms' rules (a new issue, a comment), loaded when a form first validates, not with its page
// (shared-ui/forms, lazySchema): yup and the rules would otherwise take 17.5 KB gzip of a page's first view.
import { lazySchema } from 'shared-ui/forms';

export const issueSchema = lazySchema(() => import('./validation').then((m) => m.issueSchema));
export const memberCommentSchema = lazySchema(() => import('./validation').then((m) => m.memberCommentSchema));
