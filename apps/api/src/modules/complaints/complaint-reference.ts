import { randomInt } from 'node:crypto';

// Read out over the phone: no 0/O, 1/I/L or U/V to tell apart.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** CMP-XXXX-XXXX: 30^8 ≈ 6.6 × 10^11 codes, random so one borrower's reference tells nothing of another's. */
export function newComplaintReference(): string {
  const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `CMP-${code.slice(0, 4)}-${code.slice(4)}`;
}
