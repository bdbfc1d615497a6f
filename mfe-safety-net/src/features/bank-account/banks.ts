// The banks a member may ask for a freelancer digital account (second spec §2.8) and what the member agrees to by
// asking: what the form shows before its rules have loaded, and what the server stores. Free of imports, so the
// page bundles only this.
export const PREFERRED_BANKS = ['Habib Bank Limited', 'Meezan Bank', 'Zindagi'] as const;
export type PreferredBank = (typeof PREFERRED_BANKS)[number];

/**
 * What the member agrees to by sending the bank account request, for the bank they chose. The form shows exactly
 * this text and the server stores exactly this text with the time, the IP address and the browser.
 */
export const bankConsentText = (bank: PreferredBank) =>
  `By submitting this request you agree that the association shares your name, e-mail address, phone number, city and state with ${bank}, ` +
  `so that ${bank} can contact you to open a freelancer digital bank account. Nothing else from your profile is shared, and ${bank} ` +
  'handles your details under its own privacy policy.';
