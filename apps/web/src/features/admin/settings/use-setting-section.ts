import {
  type AppSettingsView,
  SETTINGS_SAVED_MESSAGE,
  type SettingSection,
} from '@kwacha/shared/staff/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useModal } from '../../../components/ui/modal-context';
import { useToast } from '../../../components/ui/toast-context';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../lib/server-message';
import { ADMIN_SETTINGS_QUERY_KEY } from './api/admin-settings';
import { saveSettingSection } from './api/save-setting-section';

export const SETTINGS_SAVE_FAILED_MESSAGE = 'Failed to save settings. Please try again.';
export const CONFIRM_SAVE_TITLE = 'Save settings?';

export interface SettingSectionOptions<S extends SettingSection, V extends FieldValues> {
  section: S;
  saved: AppSettingsView[S];
  /** The form's schema: what was typed → the section as the API takes it. */
  schema: z.ZodType<AppSettingsView[S], V>;
  toForm: (saved: AppSettingsView[S]) => V;
  /** The confirmation's words: what changes, before → after. */
  describe: (before: AppSettingsView[S], after: AppSettingsView[S]) => string;
}

/**
 * One settings section's form: checked with the shared schema, saved only after a confirmation that shows
 * before → after, the server's field messages placed beside the fields, and the answer put in the cache.
 */
export function useSettingSection<S extends SettingSection, V extends FieldValues>({
  section,
  saved,
  schema,
  toForm,
  describe,
}: SettingSectionOptions<S, V>) {
  const form = useSchemaForm({ schema, defaultValues: toForm(saved) });
  const [saving, setSaving] = useState(false);
  const { confirm } = useModal();
  const { toast } = useToast();
  const queryClient = useQueryClient();

  const onSubmit = form.submit(async (next) => {
    if (saving) return;
    const confirmed = await confirm({
      title: CONFIRM_SAVE_TITLE,
      message: describe(saved, next),
      confirmLabel: 'Save',
    });
    if (!confirmed) return;
    setSaving(true);
    try {
      const now = await saveSettingSection(section, next);
      queryClient.setQueryData(ADMIN_SETTINGS_QUERY_KEY, now);
      form.reset(toForm(now[section]));
      toast({ type: 'success', title: SETTINGS_SAVED_MESSAGE });
    } catch (error) {
      form.showServerErrors(error, { focus: true });
      toast({ type: 'error', title: serverMessage(error, SETTINGS_SAVE_FAILED_MESSAGE) });
    } finally {
      setSaving(false);
    }
  });

  // `card` is what SettingSectionCard takes: the form's submit, whether anything changed, and the save.
  return { form, saving, card: { onSubmit, changed: form.formState.isDirty, saving } };
}
