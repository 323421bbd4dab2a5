// One place for the contact details and promises the public pages repeat (docs/product.md §1), so the
// contact page, the legal texts and the how-it-works page never disagree.

export const COMPANY_NAME = 'Kwacha Loans';
export const FOUNDED_YEAR = 2024;

export const SUPPORT_EMAIL = 'support@kwachaloans.co.zm';
export const PRIVACY_EMAIL = 'privacy@kwachaloans.co.zm';
/** Shown as written; the tel: link uses the digits. */
export const SUPPORT_PHONE = '+260 211 123 456';
export const SUPPORT_PHONE_HREF = 'tel:+260211123456';

export const OFFICE_ADDRESS = ['Kwacha Loans Limited', 'Plot 2374, Cairo Road', 'Lusaka, Zambia'] as const;
export const POSTAL_ADDRESS = ['Kwacha Loans Limited', 'P.O. Box 50123', 'Lusaka 10101, Zambia'] as const;

export const SUPPORT_HOURS = 'Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed';
export const SUPPORT_REPLY_PROMISE = 'We reply to every message within 24 hours.';

export const ELIGIBILITY = [
  'You are a Zambian citizen aged 18 or over.',
  'You hold a valid National Registration Card (NRC).',
  'You have a mobile money account (MTN, Airtel or Zamtel) in your own name.',
] as const;
