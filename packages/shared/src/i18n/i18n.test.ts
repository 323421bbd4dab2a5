import { describe, expect, it, vi } from 'vitest';
import { formatMessage, needsFormatter } from './format-message';
import { icuArguments } from './icu-arguments';
import { intlLocale } from './intl-locale';
import { defineMessages, pickMessage } from './message-descriptor';

const messages = defineMessages('test', {
  hello: 'Hello',
  loans: 'You have {count, plural, one {# loan} other {# loans}}.',
  due: '{amount} due on {date}',
});

describe('messages', () => {
  it('names each descriptor <scope>.<key>', () => {
    expect(messages.hello).toEqual({ id: 'test.hello', message: 'Hello' });
    expect(messages.due.id).toBe('test.due');
  });

  it('falls back to the English text when the catalogue has no translation', () => {
    expect(pickMessage({}, messages.hello)).toBe('Hello');
    expect(pickMessage(undefined, messages.hello)).toBe('Hello');
    expect(pickMessage({ 'test.hello': '' }, messages.hello)).toBe('Hello');
    expect(pickMessage({ 'test.hello': 'Mwapoleni' }, messages.hello)).toBe('Mwapoleni');
  });

  it('formats plurals and arguments, in the translation when there is one', () => {
    expect(formatMessage('en', undefined, messages.loans, { count: 1 })).toBe('You have 1 loan.');
    expect(formatMessage('en', undefined, messages.loans, { count: 2 })).toBe('You have 2 loans.');
    const bem = { 'test.due': '{amount} ifilingile ukubweshiwa pa {date}' };
    expect(formatMessage('bem', bem, messages.due, { amount: 'K 100.00', date: '1 May' })).toBe(
      'K 100.00 ifilingile ukubweshiwa pa 1 May',
    );
  });

  it("formats in intlLocale's tag without asking Intl again which locales it has", () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      const plural = { id: 'test.fresh', message: 'Paid {count, plural, one {# time} other {# times}}.' };
      expect(formatMessage('en', undefined, plural, { count: 3 })).toBe('Paid 3 times.');
      expect(formatMessage('en', undefined, plural, { count: 1 })).toBe('Paid 1 time.');
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });

  it('falls back to the English when a translation is broken ICU', () => {
    const broken = { 'test.due': '{amount ifilingile' };
    expect(formatMessage('ny', broken, messages.due, { amount: 'K 1.00', date: '1 May' })).toBe(
      'K 1.00 due on 1 May',
    );
  });

  it('knows which messages need the formatter', () => {
    expect(needsFormatter('Make Payment')).toBe(false);
    expect(needsFormatter("Don't worry")).toBe(false);
    expect(needsFormatter('{count} loans')).toBe(true);
  });

  it('lists the ICU arguments of a message with their kinds', () => {
    expect(icuArguments(messages.loans.message)).toEqual(['count:plural']);
    expect(icuArguments('{a} {b, number} {c, select, x {{d}} other {}}')).toEqual([
      'a:argument',
      'b:number',
      'c:select',
      'd:argument',
    ]);
    expect(() => icuArguments('{broken')).toThrow();
  });

  it('formats numbers for Zambia, falling back to en-ZM where Intl lacks the language', () => {
    expect(intlLocale('en')).toBe('en-ZM');
    for (const language of ['bem', 'ny'] as const) {
      expect(['en-ZM', `${language}-ZM`]).toContain(intlLocale(language));
    }
  });
});
