// The request form's rules, loaded when the form first validates, not with its page (shared-ui/forms, lazySchema).
import { lazySchema } from 'shared-ui/forms';

export const bankAccountLeadSchema = lazySchema(() => import('./validation').then((m) => m.bankAccountLeadSchema));
