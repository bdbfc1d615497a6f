import { t } from '@lingui/core/macro';
import type { MyMembership } from './api';

/** The membership's status as the reader's language says it (the record answers it in English). */
export const statusLabel = (status: MyMembership['membership_status']) => (status === 'Active' ? t`Active` : status);
