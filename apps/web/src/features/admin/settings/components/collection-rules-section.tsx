import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import { useId } from 'react';
import { LabelledSwitch } from '../../../../components/form/labelled-switch';
import {
  type CollectionRulesFormValues,
  collectionRulesForm,
  collectionRulesFormValues,
  describeCollectionRulesChange,
} from '../collection-rules-form';
import { useSettingSection } from '../use-setting-section';
import { type SettingNumberField, SettingNumberFields } from './setting-number-fields';

import { SettingSectionCard } from './setting-section-card';

const HOURS: readonly SettingNumberField<CollectionRulesFormValues>[] = [
  { name: 'fromHour', label: 'Contacts from (hour)', inputMode: 'numeric', hint: 'Lusaka time, 0 to 23.' },
  { name: 'toHour', label: 'Contacts until (hour)', inputMode: 'numeric', hint: 'Lusaka time, 1 to 24.' },
];
const LIMITS: readonly SettingNumberField<CollectionRulesFormValues>[] = [
  {
    name: 'maxContactsPerDay',
    label: 'Most contacts a day',
    inputMode: 'numeric',
    hint: 'Per borrower, 1 to 10.',
  },
  {
    name: 'promiseMaxDays',
    label: 'Promise within (days)',
    inputMode: 'numeric',
    hint: 'How far ahead a promise to pay may fall, 1 to 90.',
  },
  {
    name: 'writeOffDays',
    label: 'Write-off from (days past due)',
    inputMode: 'numeric',
    hint: 'A loan may be proposed for write-off from this many days past due, 30 to 3,650.',
  },
];

/**
 * The fair-collection rules (docs/product.md §23.3): when borrowers may be contacted, how often, and how
 * far ahead a promise may fall. The server refuses a contact outside them with the rule's words.
 */
export function CollectionRulesSection({ saved }: { saved: AppSettingsView['collectionRules'] }) {
  const { form, saving, card } = useSettingSection({
    section: 'collectionRules',
    saved,
    schema: collectionRulesForm,
    toForm: collectionRulesFormValues,
    describe: describeCollectionRulesChange,
  });
  const sundays = form.watch('sundays');
  const switchId = useId();
  return (
    <SettingSectionCard
      title="Fair collection"
      description={
        <p>
          Collectors may call, visit, text or e-mail a borrower only within these hours (Lusaka time), at most
          this many times a day, and on Sundays only if allowed. Texts and e-mails are always sent from the
          templates. A loan may be proposed for write-off once it is the set number of days past due. Every
          change is recorded with who made it.
        </p>
      }
      {...card}
    >
      <SettingNumberFields fields={HOURS} field={form.field} saving={saving} />
      <LabelledSwitch
        id={switchId}
        label="Contacts on Sundays"
        labelClassName="font-semibold text-slate-900"
        on={sundays}
        onToggle={() => form.setValue('sundays', !sundays, { shouldDirty: true })}
        disabled={saving}
      />
      <SettingNumberFields fields={LIMITS} field={form.field} saving={saving} />
    </SettingSectionCard>
  );
}
