import { type AppSettingsView, collectionRulesSettingsSchema } from '@kwacha/shared/staff/settings';
import { z } from 'zod';
import { changesBetween, describeChanges, numberFromText } from './setting-forms';

type Rules = AppSettingsView['collectionRules'];

/** The fair-collection rules' form: numbers typed as text, read and checked with the API's schema. */
export const collectionRulesForm = z
  .object({
    fromHour: z.string(),
    toHour: z.string(),
    sundays: z.boolean(),
    maxContactsPerDay: z.string(),
    promiseMaxDays: z.string(),
    writeOffDays: z.string(),
  })
  .transform((v) => ({
    fromHour: numberFromText(v.fromHour),
    toHour: numberFromText(v.toHour),
    sundays: v.sundays,
    maxContactsPerDay: numberFromText(v.maxContactsPerDay),
    promiseMaxDays: numberFromText(v.promiseMaxDays),
    writeOffDays: numberFromText(v.writeOffDays),
  }))
  .pipe(collectionRulesSettingsSchema);

export type CollectionRulesFormValues = z.input<typeof collectionRulesForm>;

export const collectionRulesFormValues = (s: Rules): CollectionRulesFormValues => ({
  fromHour: String(s.fromHour),
  toHour: String(s.toHour),
  sundays: s.sundays,
  maxContactsPerDay: String(s.maxContactsPerDay),
  promiseMaxDays: String(s.promiseMaxDays),
  writeOffDays: String(s.writeOffDays),
});

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

export const describeCollectionRulesChange = (before: Rules, after: Rules) =>
  `${describeChanges(
    changesBetween(before, after, [
      { label: 'Contact hours', show: (s) => `${hour(s.fromHour)}–${hour(s.toHour)}` },
      { label: 'Sundays', show: (s) => (s.sundays ? 'allowed' : 'not allowed') },
      { label: 'Contacts a day', show: (s) => String(s.maxContactsPerDay) },
      { label: 'Promise within', show: (s) => `${s.promiseMaxDays} days` },
      { label: 'Write-off from', show: (s) => `${s.writeOffDays} days past due` },
    ]),
  )} Collectors are held to the new rules from now on.`;
