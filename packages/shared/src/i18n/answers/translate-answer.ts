import { formatMessage, type MessageValues } from '../format-message';
import type { Language } from '../languages';
import type { Catalogue, MessageDescriptor } from '../message-descriptor';
import {
  ERROR_ANSWERS,
  FIELD_ANSWERS,
  loanStatusMessages,
  photoMessages,
  SUCCESS_ANSWERS,
  waitMessages,
} from './answer.messages';
import bem from './bem.json';
import { EnglishLookup, type EnglishMatch } from './english-match';
import ny from './ny.json';

/**
 * The server's answers in the reader's language (decision 030): the English a service wrote is recognised
 * as a descriptor and replaced by its translation, values carried over. Anything not recognised, or not
 * translated, stays exactly as written. Server-only: the catalogues are simply imported.
 */
export const ANSWER_CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Catalogue>> = { bem, ny };

interface Lookups {
  byCode: Map<string, EnglishLookup>;
  field: EnglishLookup;
  success: EnglishLookup;
}

// Built on the first answer to a Bemba or Nyanja reader; an English answer never gets here.
let lookups: Lookups | undefined;

function lookupsOnce(): Lookups {
  lookups ??= {
    byCode: new Map(Object.entries(ERROR_ANSWERS).map(([code, list]) => [code, new EnglishLookup(list)])),
    field: new EnglishLookup(FIELD_ANSWERS),
    success: new EnglishLookup(SUCCESS_ANSWERS),
  };
  return lookups;
}

/** The key of a group of descriptors whose English is `english`, compared without case or underscores. */
function keyOf(group: Record<string, MessageDescriptor>, english: string): string | undefined {
  const wanted = english.toLowerCase();
  return Object.keys(group).find(
    (key) => group[key]?.message.toLowerCase() === wanted || key.replace(/_/g, ' ').toLowerCase() === wanted,
  );
}

type ArgumentTranslator = (language: Exclude<Language, 'en'>, english: string) => string | undefined;

/** Arguments that hold English words rather than figures: translated themselves, or the answer stays English. */
const ARGUMENT_TRANSLATORS: Readonly<Record<string, ArgumentTranslator>> = {
  wait: (language, english) => {
    const found = /^(\d+) (second|minute)s?$/.exec(english);
    if (!found) return undefined;
    const descriptor = found[2] === 'second' ? waitMessages.seconds : waitMessages.minutes;
    return formatMessage(language, ANSWER_CATALOGUES[language], descriptor, { count: Number(found[1]) });
  },
  loanStatus: (language, english) => {
    const key = keyOf(loanStatusMessages, english) as keyof typeof loanStatusMessages | undefined;
    return key ? ANSWER_CATALOGUES[language][loanStatusMessages[key].id] : undefined;
  },
  photo: (language, english) => {
    const key = keyOf(photoMessages, english) as keyof typeof photoMessages | undefined;
    return key ? ANSWER_CATALOGUES[language][photoMessages[key].id] : undefined;
  },
};

function render(language: Exclude<Language, 'en'>, match: EnglishMatch | undefined): string | undefined {
  if (!match) return undefined;
  const catalogue = ANSWER_CATALOGUES[language];
  if (!(match.descriptor.id in catalogue)) return undefined;
  const values: MessageValues = {};
  for (const [name, english] of Object.entries(match.values)) {
    const translator = ARGUMENT_TRANSLATORS[name];
    const value = translator ? translator(language, english) : english;
    // A word we cannot translate would leave the sentence half English: keep it all English instead.
    if (value === undefined) return undefined;
    values[name] = value;
  }
  return formatMessage(language, catalogue, match.descriptor, values);
}

const isTranslated = (language: Language): language is Exclude<Language, 'en'> => language !== 'en';

/** A domain error's message, recognised among the texts its code carries (else as a field message). */
export function translateErrorMessage(language: Language, code: string, english: string): string {
  if (!isTranslated(language)) return english;
  const { byCode, field } = lookupsOnce();
  return (
    render(language, byCode.get(code)?.find(english)) ?? render(language, field.find(english)) ?? english
  );
}

/** A field's message in a refusal's `details` (a shared rule's, or one a service adds). */
export function translateFieldMessage(language: Language, english: string): string {
  if (!isTranslated(language)) return english;
  return render(language, lookupsOnce().field.find(english)) ?? english;
}

/** A success answer's `message`. */
export function translateSuccessMessage(language: Language, english: string): string {
  if (!isTranslated(language)) return english;
  return render(language, lookupsOnce().success.find(english)) ?? english;
}
