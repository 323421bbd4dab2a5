import type { Language } from './languages';

/**
 * Month names in each language (docs/product.md §22). Written out rather than taken from Intl: Node
 * knows Bemba's (CLDR) but no runtime here knows Nyanja's, and Chromium ships neither, so a date would
 * otherwise read differently in the browser, the server and the e-mail. Bemba's are CLDR's; Nyanja's
 * are the forms Zambian Chinyanja print media use (a draft for the native-speaker review of
 * docs/glossary.md).
 */
export const MONTH_NAMES: Readonly<Record<Language, { long: readonly string[]; short: readonly string[] }>> =
  {
    en: {
      long: [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
      short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    },
    bem: {
      long: [
        'Januari',
        'Februari',
        'Machi',
        'Epreo',
        'Mei',
        'Juni',
        'Julai',
        'Ogasti',
        'Septemba',
        'Oktoba',
        'Novemba',
        'Disemba',
      ],
      short: ['Jan', 'Feb', 'Mac', 'Epr', 'Mei', 'Jun', 'Jul', 'Oga', 'Sep', 'Okt', 'Nov', 'Dis'],
    },
    ny: {
      long: [
        'Januwale',
        'Febuluwale',
        'Malichi',
        'Epulo',
        'Meyi',
        'Juni',
        'Julayi',
        'Ogasiti',
        'Seputembala',
        'Okutobala',
        'Novembala',
        'Disembala',
      ],
      short: ['Jan', 'Feb', 'Mal', 'Epu', 'Mey', 'Jun', 'Jul', 'Oga', 'Sep', 'Oku', 'Nov', 'Dis'],
    },
  };
