/** A Zambian National Registration Card number: six digits, two digits, one digit — 123456/78/1. */
export const NRC_PATTERN = /^\d{6}\/\d{2}\/\d$/;
export const NRC_FORMAT_MESSAGE = 'Enter your NRC number in the form 123456/78/1.';

export function isNrcNumber(input: string): boolean {
  return NRC_PATTERN.test(input.trim());
}

/** The last digit of an NRC is 1 for Zambian citizens (other digits mark non-citizens). */
export function isZambianCitizenNrc(input: string): boolean {
  return isNrcNumber(input) && input.trim().endsWith('1');
}
