/**
 * The Zambian mobile number plan: +260 (or a leading 0) then a 9-digit subscriber number whose first two
 * digits name the network. Zamtel 95/75/55, MTN 96/76/56, Airtel 97/77/57.
 */
export type MobileOperator = 'mtn' | 'airtel' | 'zamtel';

export const OPERATOR_BY_PREFIX: Readonly<Record<string, MobileOperator>> = {
  '95': 'zamtel',
  '75': 'zamtel',
  '55': 'zamtel',
  '96': 'mtn',
  '76': 'mtn',
  '56': 'mtn',
  '97': 'airtel',
  '77': 'airtel',
  '57': 'airtel',
};

export const OPERATOR_LABELS: Readonly<Record<MobileOperator, string>> = {
  mtn: 'MTN',
  airtel: 'Airtel',
  zamtel: 'Zamtel',
};

/** Strips spaces, dashes, brackets and dots, which people type but which carry no meaning. */
function compact(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

/**
 * The 9-digit national subscriber number (e.g. "977123456") of a number written as +260977123456,
 * 260977123456 or 0977123456, or undefined when it is not a Zambian mobile number.
 */
export function subscriberNumber(input: string): string | undefined {
  const match = /^(?:\+?260|0)([5-9]\d{8})$/.exec(compact(input));
  const national = match?.[1];
  if (!national || !OPERATOR_BY_PREFIX[national.slice(0, 2)]) return undefined;
  return national;
}

export function isZambianMobile(input: string): boolean {
  return subscriberNumber(input) !== undefined;
}

/** The number in the one form we store: +260XXXXXXXXX. */
export function normaliseZambianMobile(input: string): string | undefined {
  const national = subscriberNumber(input);
  return national ? `+260${national}` : undefined;
}

export function detectOperator(input: string): MobileOperator | undefined {
  const national = subscriberNumber(input);
  return national ? OPERATOR_BY_PREFIX[national.slice(0, 2)] : undefined;
}

export const PHONE_FORMAT_MESSAGE = 'Enter a Zambian mobile number such as +260978123456 or 0978123456.';
