// Field names as the server's snapshots write them (`start_date`, `package "Standard" price`), read as words.
const NAMES: Record<string, string> = {
  grand_total: 'Total',
  landing_page_link: 'Landing page link',
  registrations_closed: 'Registrations closed',
  checked_in_at: 'Checked in',
  codes_in_pool: 'Codes in the pool',
  staff_replies: 'Staff replies',
  latest_reply: 'Latest reply',
  sent_at: 'Sent to the bank',
  sent_by: 'Sent by',
};

/** `start_date` → `Start date`; a package's field keeps the package's own name (`Package "Standard" price`). */
export function fieldLabel(field: string) {
  const words = NAMES[field] ?? field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
