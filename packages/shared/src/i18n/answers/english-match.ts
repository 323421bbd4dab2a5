import type { MessageDescriptor } from '../message-descriptor';

/**
 * Finding the descriptor of an English text the server or a shared rule wrote (decision 030). The
 * services and the zod rules keep writing English; the answer's language is chosen at the edge by
 * recognising that English: an exact lookup for fixed texts, and for texts that embed a value (an
 * amount, a date, a reference) a pattern built from the descriptor's simple `{name}` arguments, which
 * gives the values back so the translation can carry them. Small and free of the ICU formatter: the
 * web's forms use it too.
 */
export type MatchedValues = Record<string, string>;

export interface EnglishMatch {
  descriptor: MessageDescriptor;
  values: MatchedValues;
}

/** A descriptor's English may only hold literal text and simple `{name}` arguments to be matched. */
const ARGUMENT = /\{(\w+)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  descriptor: MessageDescriptor;
  regex: RegExp;
  names: string[];
}

function compile(descriptor: MessageDescriptor): Pattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const found of descriptor.message.matchAll(ARGUMENT)) {
    source += `${escapeRegExp(descriptor.message.slice(last, found.index))}(.+?)`;
    names.push(found[1] as string);
    last = found.index + found[0].length;
  }
  source += escapeRegExp(descriptor.message.slice(last));
  return { descriptor, regex: new RegExp(`^${source}$`, 's'), names };
}

/** Recognises English texts as descriptors; built once, on first use (never for English readers). */
export class EnglishLookup {
  private readonly exact = new Map<string, MessageDescriptor>();
  private readonly patterns: Pattern[] = [];

  constructor(descriptors: Iterable<MessageDescriptor>) {
    for (const descriptor of descriptors) {
      if (!descriptor.message.includes('{')) {
        if (!this.exact.has(descriptor.message)) this.exact.set(descriptor.message, descriptor);
      } else {
        this.patterns.push(compile(descriptor));
      }
    }
  }

  find(english: string): EnglishMatch | undefined {
    const fixed = this.exact.get(english);
    if (fixed) return { descriptor: fixed, values: {} };
    for (const pattern of this.patterns) {
      const found = pattern.regex.exec(english);
      if (!found) continue;
      const values: MatchedValues = {};
      pattern.names.forEach((name, index) => {
        values[name] = found[index + 1] as string;
      });
      return { descriptor: pattern.descriptor, values };
    }
    return undefined;
  }
}

/**
 * A translation with simple `{name}` arguments filled in, as the browser shows the shared rules' messages
 * without loading the ICU formatter (the rules' translations use no plural, select or quoting).
 */
export function fillArguments(text: string, values: MatchedValues): string {
  return text.replace(ARGUMENT, (whole, name: string) => values[name] ?? whole);
}
