// The sentence a borrower agrees to on the apply form before a credit bureau check (docs/product.md
// §25.1), free of zod like marketing-wordings.ts: the apply form shows it in the borrower's language.
import type { Language } from '../i18n/languages';

/**
 * One consent per application: it covers that application's bureau check and the monthly reporting of
 * that loan for its life; a new application asks again. Every wording keeps its version id for good (the
 * consent log names it); a new wording is a new entry, never an edit.
 */
export const CREDIT_BUREAU_CONSENT_2026_12 =
  'I agree that Kwacha Loans may check my credit record with a licensed credit bureau (TransUnion Zambia) for this application, and report this loan and how I repay it to that bureau every month for as long as the loan runs.';

/**
 * Bemba and Nyanja: drafts awaiting the native speakers' review (docs/glossary.md), like the marketing
 * sentence; a reviewed text is a new version, never an edit of this one.
 */
export const CREDIT_BUREAU_CONSENT_2026_12_BEM =
  'Nasumina ukuti Kwacha Loans kuti yamona ifyalembwa pa nkongole shandi ku credit bureau iyapeelwa insambu (TransUnion Zambia) pali ili ipepo, kabili kuti yalashimikila iyi nkongole ne fyo ndebwesha ku credit bureau ilya cila mweshi mpaka iyi nkongole yapwa.';
export const CREDIT_BUREAU_CONSENT_2026_12_NY =
  "Ndikuvomereza kuti Kwacha Loans ingayang'ane mbiri yanga ya ngongole ku credit bureau yovomerezeka (TransUnion Zambia) pa pempho ili, ndipo izidziwitsa credit bureau imeneyo za ngongole iyi ndi momwe ndikubwezera mwezi uliwonse mpaka ngongole itatha.";

export const CREDIT_BUREAU_CONSENT_WORDINGS = {
  'credit-bureau-2026-12': CREDIT_BUREAU_CONSENT_2026_12,
  'credit-bureau-2026-12-bem': CREDIT_BUREAU_CONSENT_2026_12_BEM,
  'credit-bureau-2026-12-ny': CREDIT_BUREAU_CONSENT_2026_12_NY,
} as const;
export type CreditBureauWordingVersion = keyof typeof CREDIT_BUREAU_CONSENT_WORDINGS;
export const CREDIT_BUREAU_WORDING_VERSIONS = Object.keys(CREDIT_BUREAU_CONSENT_WORDINGS) as [
  CreditBureauWordingVersion,
  ...CreditBureauWordingVersion[],
];

/** What the apply form shows today, per language. */
export const CURRENT_CREDIT_BUREAU_WORDINGS = {
  en: { version: 'credit-bureau-2026-12', text: CREDIT_BUREAU_CONSENT_2026_12 },
  bem: { version: 'credit-bureau-2026-12-bem', text: CREDIT_BUREAU_CONSENT_2026_12_BEM },
  ny: { version: 'credit-bureau-2026-12-ny', text: CREDIT_BUREAU_CONSENT_2026_12_NY },
} as const satisfies Record<Language, { version: CreditBureauWordingVersion; text: string }>;

/** consent_events.purpose of this consent; source is 'application'. */
export const CREDIT_BUREAU_PURPOSE = 'credit_bureau';
export const CREDIT_BUREAU_CONSENT_SOURCE = 'application';

export const CREDIT_BUREAU_CONSENT_REQUIRED_MESSAGE =
  'This loan needs a credit bureau check. Please tick the box that lets us check your credit record.';
