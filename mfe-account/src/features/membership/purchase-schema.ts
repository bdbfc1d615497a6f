// The purchase page's rules, loaded when its form first validates, not with the page (shared-ui/forms, lazySchema).
import { lazySchema } from 'shared-ui/forms';

export const membershipPurchaseSchema = lazySchema(() => import('./validation').then((m) => m.membershipPurchaseSchema));
