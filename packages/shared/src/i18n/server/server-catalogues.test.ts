import { describe, expect, it } from 'vitest';
import { icuArguments } from '../icu-arguments';
import type { MessageDescriptor } from '../message-descriptor';
import { emailMessages } from './email.messages';
import { SERVER_CATALOGUES } from './server-messages';
import { smsMessages } from './sms.messages';

// The server's messages must be complete in Bemba and Nyanja (docs/product.md §22): every id translated,
// no stale id, the same ICU arguments as the English.
const descriptors = new Map<string, MessageDescriptor>(
  [...Object.values(smsMessages), ...Object.values(emailMessages)].map((d) => [d.id, d]),
);

describe.each(Object.entries(SERVER_CATALOGUES))('server catalogue %s', (_language, catalogue) => {
  it('translates every server message, with no stale id', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...descriptors.keys()].sort());
  });

  it('uses exactly the English ICU arguments', () => {
    for (const [id, text] of Object.entries(catalogue)) {
      const english = descriptors.get(id);
      if (english) expect(icuArguments(text), id).toEqual(icuArguments(english.message));
    }
  });
});
