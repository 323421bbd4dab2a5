import { IntlMessageFormat } from 'intl-messageformat';

type Elements = ReturnType<IntlMessageFormat['getAst']>;

// The element types of FormatJS's ICU parser (@formatjs/icu-messageformat-parser's TYPE enum), for the
// elements that name an argument; 0 is literal text and 7 the plural's `#`.
const KIND: Readonly<Record<number, string>> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  8: 'tag',
};

/**
 * The arguments an ICU message uses, with their kind ("amount:number", "count:plural"), sorted: a
 * translation must use exactly the English message's (the missing-translation test compares them).
 * Throws when the message is not valid ICU.
 */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  collect(new IntlMessageFormat(message, 'en').getAst(), found);
  return [...found].sort();
}

function collect(elements: Elements, found: Set<string>): void {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (kind && 'value' in element && typeof element.value === 'string')
      found.add(`${element.value}:${kind}`);
    if ('options' in element && element.options) {
      for (const option of Object.values(element.options)) collect(option.value, found);
    }
    if ('children' in element && Array.isArray(element.children)) collect(element.children, found);
  }
}
