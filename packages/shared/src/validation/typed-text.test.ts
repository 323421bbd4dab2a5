import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, multiLineText, singleLineText } from './typed-text';

describe('typed text', () => {
  it.each(['\u0000', 'Mwila\u0000', '\u001b[31m', 'a\u007fb', 'x\u0085y', 'tab\there', 'two\nlines'])(
    'refuses %j on one line',
    (text) => {
      const result = singleLineText().safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    },
  );

  it('accepts what people type, in any script', () => {
    for (const text of ['Mwila Banda', "Chanda O'Neil", 'Ng’andu', 'Plot 12, Great East Road', 'Émile 🙂'])
      expect(singleLineText().safeParse(text).success).toBe(true);
  });

  it('lets a message span lines but still refuses NUL', () => {
    expect(multiLineText().safeParse('Hello,\r\n\tthank you').success).toBe(true);
    expect(multiLineText().safeParse('Hello\u0000').success).toBe(false);
  });
});
