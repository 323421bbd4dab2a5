/**
 * What the staff search box can mean. One text may mean several things at once (digits may be a phone
 * number, an NRC or the start of a loan id), and a loan matches when any of them matches. Every field is
 * a prefix for LIKE 'prefix%', already lower-cased and normalised the way the column is stored, so each
 * can use its own index.
 */
export interface SearchPlan {
  /** users.email (stored lower-cased). */
  emailPrefix?: string;
  /** users.phone_number, stored as +260XXXXXXXXX. */
  phonePrefix?: string;
  /** users.nrc_number, e.g. 123456/10/1. */
  nrcPrefix?: string;
  /** loan_applications.id as text (lower-case hex with dashes). */
  loanIdPrefix?: string;
  /** One word: the start of the first name or of the last name (lower-cased). */
  namePrefix?: string;
  /** Several words: the start of "first last" (lower-cased, single spaces). */
  fullNamePrefix?: string;
}

// A loan id fragment: hex digits and the uuid's dashes. Four characters keep the match list short.
const LOAN_ID_FRAGMENT = /^[0-9a-f][0-9a-f-]{3,35}$/;
const PHONE_OR_NRC = /^\+?[\d\s/-]+$/;
const EMAIL_LIKE_WORD = /^[a-z0-9._%+'-]+$/;
const MIN_NATIONAL_DIGITS = 2;

/** Undefined when there is nothing to search for. */
export function planSearch(input: string | undefined): SearchPlan | undefined {
  const text = (input ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return undefined;
  if (text.includes('@')) return { emailPrefix: text.replace(/ /g, '') };
  if (PHONE_OR_NRC.test(text) && /\d/.test(text)) return planDigits(text);

  const plan: SearchPlan = {};
  if (LOAN_ID_FRAGMENT.test(text)) plan.loanIdPrefix = text;
  if (text.includes(' ')) {
    plan.fullNamePrefix = text;
  } else {
    plan.namePrefix = text;
    // People often type the part of an e-mail before the @ ("mwila.banda").
    if (EMAIL_LIKE_WORD.test(text)) plan.emailPrefix = text;
  }
  return plan;
}

function planDigits(text: string): SearchPlan {
  const compact = text.replace(/[\s-]/g, '');
  // A slash only appears in an NRC (123456/10/1).
  if (compact.includes('/')) return { nrcPrefix: compact };
  const plan: SearchPlan = {};
  const phone = phonePrefixOf(compact);
  if (phone) plan.phonePrefix = phone;
  if (!compact.startsWith('+')) {
    plan.nrcPrefix = compact;
    if (compact.length >= 4) plan.loanIdPrefix = compact;
  }
  return plan;
}

/** +260977…, 260977…, 0977… and 977… all mean the stored +260977…; undefined when not a Zambian number. */
function phonePrefixOf(compact: string): string | undefined {
  const international = compact.startsWith('+');
  const digits = compact.replace(/^\+/, '');
  if (digits.startsWith('260')) return `+260${digits.slice(3)}`;
  if (international) return undefined;
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  // One digit would match a whole network's worth of numbers and say nothing.
  return national.length >= MIN_NATIONAL_DIGITS ? `+260${national}` : undefined;
}

/** Escapes LIKE's wildcards in what the user typed, so "_" and "%" match themselves. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
