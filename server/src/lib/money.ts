import type { Locale } from '../../../shared-api/src/locale.js';

/** An amount in Pakistani rupees as mails, tickets and the payment page print it: `Rs 3,500` (`3,500 روپے` in Urdu, as the site writes it). */
export const formatRupees = (amount: number, locale: Locale = 'en') => (locale === 'ur' ? `${amount.toLocaleString('ur-PK')} روپے` : `Rs ${amount.toLocaleString('en-US')}`);
