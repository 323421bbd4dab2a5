import { LANGUAGES } from '@kwacha/shared/i18n/languages';
import { MONTH_NAMES } from '@kwacha/shared/i18n/month-names';
import { describe, expect, it } from 'vitest';
import { dateMessages } from './dates.messages';
import bem from './locales/bem';
import ny from './locales/ny';

// The browser's month names (catalogue ids dates.*) and the server's (MONTH_NAMES) must say the same.
describe('month names', () => {
  const catalogues = { bem, ny } as const;

  it('are the server tables, in every language', () => {
    for (const language of LANGUAGES) {
      for (let month = 1; month <= 12; month++) {
        const long =
          language === 'en'
            ? dateMessages[`long${month}` as 'long1'].message
            : catalogues[language][`dates.long${month}`];
        const short =
          language === 'en'
            ? dateMessages[`short${month}` as 'short1'].message
            : catalogues[language][`dates.short${month}`];
        expect([long, short], `${language} ${month}`).toEqual([
          MONTH_NAMES[language].long[month - 1],
          MONTH_NAMES[language].short[month - 1],
        ]);
      }
    }
  });
});
