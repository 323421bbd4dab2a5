import { STAFF_PASSWORD_MIN_LENGTH } from '@kwacha/shared/auth/password-rules';
import { USER_ROLES, type UserRole } from '@kwacha/shared/auth/roles';
import { type AdminUserProfile, ROLE_LABELS } from '@kwacha/shared/staff/admin-users';
import { useId, useRef, useState } from 'react';
import { SelectField } from '../../../../components/form/select-field';
import { Button } from '../../../../components/ui/button';
import { type ConfirmOptions, useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import type { ApiResponse } from '../../../../lib/api-client';
import { serverMessage } from '../../../../lib/server-message';
import { changeUserRole } from '../api/change-user-role';
import { deactivateUser } from '../api/deactivate-user';
import { reactivateUser } from '../api/reactivate-user';
import { removeAuthenticator } from '../api/remove-authenticator';
import { resendVerification } from '../api/resend-verification';
import { unlockLogin } from '../api/unlock-login';

export const ACTION_FAILED_MESSAGE = 'The action could not be completed. Please try again.';

const ROLE_CHOICES = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface UserActionsProps {
  profile: AdminUserProfile;
  /** The signed-in superuser is looking at their own account. */
  isSelf: boolean;
  /** Shows what the server now holds (after success or refusal alike). */
  reload: () => Promise<unknown>;
}

/** docs/product.md §14.4: each action after a confirmation dialog, with the server's message as a toast. */
export function UserActions({ profile, isSelf, reload }: UserActionsProps) {
  const modal = useModal();
  const { toast } = useToast();
  const [role, setRole] = useState<UserRole>(profile.role);
  // A ref, not state: a double click must not queue two dialogs before React re-renders.
  const busy = useRef(false);
  const [working, setWorking] = useState(false);
  const headingId = useId();
  const name = isSelf ? 'You' : profile.displayName;

  const run = async (dialog: ConfirmOptions, call: () => Promise<ApiResponse<AdminUserProfile>>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await modal.confirm(dialog))) return;
      setWorking(true);
      try {
        const response = await call();
        toast({ type: 'success', title: response.msg || response.message });
      } catch (error) {
        toast({ type: 'error', title: serverMessage(error, ACTION_FAILED_MESSAGE) });
      }
      await reload();
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  const changeRole = () =>
    run(
      {
        title: 'Change role?',
        message:
          `${name} will become ${ROLE_LABELS[role]} (now ${ROLE_LABELS[profile.role]}).` +
          (isSelf && role !== 'superuser' ? ' You will no longer be able to open this page.' : '') +
          // A borrower's password may be six letters: staff choose a new one (decision 036).
          (profile.role === 'user' && role !== 'user'
            ? ` Their password will stop working and they will be signed out everywhere; we will e-mail them a link to choose a staff password of at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`
            : ''),
        confirmLabel: 'Change role',
      },
      () => changeUserRole(profile.id, role),
    );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Actions
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          className="sm:w-56"
          label="Role"
          options={ROLE_CHOICES}
          value={role}
          disabled={working}
          onChange={(event) => setRole(event.target.value as UserRole)}
        />
        <Button
          variant="secondary"
          disabled={working || role === profile.role}
          onClick={() => void changeRole()}
        >
          Change role
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {profile.status === 'active' ? (
          <Button
            variant="secondary"
            disabled={working}
            onClick={() =>
              void run(
                {
                  title: 'Deactivate this account?',
                  message: isSelf
                    ? 'You will be signed out at once and will not be able to log in until another superuser reactivates your account.'
                    : `${profile.displayName} will be signed out everywhere at once and will not be able to log in until the account is reactivated.`,
                  confirmLabel: 'Deactivate',
                },
                () => deactivateUser(profile.id),
              )
            }
          >
            Deactivate
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={working}
            onClick={() =>
              void run(
                {
                  title: 'Reactivate this account?',
                  message: `${profile.displayName} will be able to log in again.`,
                  confirmLabel: 'Reactivate',
                },
                () => reactivateUser(profile.id),
              )
            }
          >
            Reactivate
          </Button>
        )}
        {!profile.isEmailVerified && profile.status === 'active' ? (
          <Button
            variant="secondary"
            disabled={working}
            onClick={() =>
              void run(
                {
                  title: 'Send the verification e-mail again?',
                  message: `A new verification link will be sent to ${profile.email}.`,
                  confirmLabel: 'Send',
                },
                () => resendVerification(profile.id),
              )
            }
          >
            Resend verification e-mail
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={working}
          onClick={() =>
            void run(
              {
                title: 'Unlock login?',
                message: `The failed login attempts of ${profile.displayName} are forgotten, so they can try to log in again at once.`,
                confirmLabel: 'Unlock',
              },
              () => unlockLogin(profile.id),
            )
          }
        >
          Unlock login
        </Button>
        {profile.role !== 'user' && !isSelf ? (
          <Button
            variant="secondary"
            disabled={working}
            onClick={() =>
              void run(
                {
                  title: 'Remove the authenticator app?',
                  message: `For a lost phone: ${profile.displayName}'s authenticator app and recovery codes are removed and they are signed out everywhere. They sign in with their password and set up a new app.`,
                  confirmLabel: 'Remove',
                },
                () => removeAuthenticator(profile.id),
              )
            }
          >
            Remove authenticator app
          </Button>
        ) : null}
      </div>
    </section>
  );
}
