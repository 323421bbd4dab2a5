/**
 * Hides what looks like a phone number (a run of at least nine digits, with an optional + and spaces or
 * dashes inside, not glued to letters as in Airtel's code DP00800001007), keeping its last three digits so
 * staff can still tell two numbers apart. Providers' texts (failure reasons, callback messages) may quote
 * the payer's number; logs and stored details must not.
 */
export function maskPhoneNumbers(text: string): string {
  return text.replace(/(?<!\w)\+?\d(?:[\s-]?\d){8,}(?!\w)/g, (match) => {
    const digits = match.replace(/\D/g, '');
    return `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
  });
}
