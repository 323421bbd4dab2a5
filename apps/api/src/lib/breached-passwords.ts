import { readFileSync } from 'node:fs';

// Undoing the usual substitutions lets one entry ("password") stand for P@ssw0rd, Pa$$word and so on.
// '1' is ambiguous (i or l), so both readings are tried.
const LEET: Record<string, string> = { '@': 'a', '0': 'o', '3': 'e', '4': 'a', '5': 's', $: 's', '7': 't' };
const ONE_READINGS = ['i', 'l'];

// Digits and symbols around a word (Welcome2024#, !!monkey99) add little against a guessing attack.
// Up to this many of them on each side are tried as part of the word, since they may be leetspeak.
const MAX_EDGE_TRIED = 4;

/** What a user is told when the password is refused for being on the list. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less predictable password.';

let list: Set<string> | undefined;

/** Read on first use, not at import, so modules that never check a password do not pay for it. */
function commonPasswords(): Set<string> {
  if (!list) {
    const text = readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8');
    list = new Set(
      text
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line !== '' && !line.startsWith('#')),
    );
  }
  return list;
}

function undoLeet(password: string): string[] {
  const mapped = [...password].map((character) => LEET[character] ?? character).join('');
  return ONE_READINGS.map((reading) => mapped.replaceAll('1', reading));
}

/**
 * The forms of a password compared with the list: as typed (lower-cased), and its base word with the
 * digits and symbols around it removed and leetspeak undone. An edge character can be part of the word
 * (the "@" of "@dmin2025!", the "11" of "Footba11#7"), so a few edge characters on each side are tried
 * both as part of the word and as padding.
 */
export function passwordBaseForms(password: string): Set<string> {
  const lower = password.trim().toLowerCase();
  const forms = new Set<string>([lower]);
  const first = lower.search(/[a-z]/);
  if (first === -1) return forms;
  const last = lower.search(/[a-z][^a-z]*$/);
  const leading = lower.slice(0, first);
  const core = lower.slice(first, last + 1);
  const trailing = lower.slice(last + 1);
  for (let i = 0; i <= Math.min(MAX_EDGE_TRIED, leading.length); i++) {
    for (let j = 0; j <= Math.min(MAX_EDGE_TRIED, trailing.length); j++) {
      const candidate = leading.slice(leading.length - i) + core + trailing.slice(0, j);
      for (const form of undoLeet(candidate)) forms.add(form);
    }
  }
  return forms;
}

/** True when the password, or its base word, is on the shipped list of common breached passwords. */
export function isCommonPassword(password: string): boolean {
  const listed = commonPasswords();
  for (const form of passwordBaseForms(password)) {
    if (listed.has(form)) return true;
  }
  return false;
}

/** How many entries the shipped list holds (for tests and start-up diagnostics). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
