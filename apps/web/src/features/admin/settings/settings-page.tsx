import { type AppSettingsView, SETTINGS_SAVED_MESSAGE } from '@kwacha/shared/staff/settings';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../components/ui/modal-context';
import { useToast } from '../../../components/ui/toast-context';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import { serverMessage } from '../../../lib/server-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { ADMIN_SETTINGS_QUERY_KEY, saveAdminSettings, useAdminSettingsQuery } from './api/admin-settings';
import { InstantApprovalSwitch } from './components/instant-approval-switch';

export const SETTINGS_LOAD_FAILED_MESSAGE = 'Failed to load settings. Please try again.';
export const SETTINGS_SAVE_FAILED_MESSAGE = 'Failed to save settings. Please try again.';

export const confirmSaveMessage = (enabled: boolean): string =>
  enabled
    ? 'Instant approval will be turned on: new applications within the borrower’s limit are approved at once.'
    : 'Instant approval will be turned off: every new application waits for review.';

/** /admin-dashboard/settings (superuser): run-time settings, saved after a confirmation. */
export function SettingsPage() {
  usePageTitle('System Settings');
  const settings = useAdminSettingsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(settings.error);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">System Settings</h1>
      <div className="mt-6">
        {settings.data ? (
          <SettingsForm saved={settings.data} />
        ) : settings.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>{loadErrorMessage(settings.error, { fallback: SETTINGS_LOAD_FAILED_MESSAGE })}</p>
            <Button variant="secondary" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading settings…</span>
            <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-slate-200" />
          </div>
        )}
      </div>
    </div>
  );
}

function SettingsForm({ saved }: { saved: AppSettingsView }) {
  // What the superuser has switched but not saved; null follows the saved value.
  const [draft, setDraft] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const { confirm } = useModal();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const enabled = draft ?? saved.instantApproval.enabled;
  const changed = enabled !== saved.instantApproval.enabled;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || saving) return;
    const confirmed = await confirm({
      title: 'Save settings?',
      message: confirmSaveMessage(enabled),
      confirmLabel: 'Save',
    });
    if (!confirmed) return;
    setSaving(true);
    try {
      const now = await saveAdminSettings({ instantApproval: { enabled } });
      queryClient.setQueryData(ADMIN_SETTINGS_QUERY_KEY, now);
      setDraft(null);
      toast({ type: 'success', title: SETTINGS_SAVED_MESSAGE });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, SETTINGS_SAVE_FAILED_MESSAGE) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} aria-label="Settings" className="space-y-4">
      <InstantApprovalSwitch checked={enabled} disabled={saving} onChange={setDraft} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {changed ? <p className="text-sm text-slate-700">You have unsaved changes.</p> : null}
        <Button type="submit" disabled={!changed || saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
