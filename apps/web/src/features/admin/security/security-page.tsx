import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { TOTP_STATUS_QUERY_KEY, useTotpStatusQuery } from './api/totp-status';
import { DisableForm } from './components/disable-form';
import { TotpSetup } from './components/totp-setup';

export const SECURITY_TITLE = 'Sign-in security';

/** Sign-in security (docs/product.md §15.8): the staff member's authenticator app. */
export function SecurityPage() {
  usePageTitle(SECURITY_TITLE);
  const status = useTotpStatusQuery();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOTP_STATUS_QUERY_KEY });

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-bold text-slate-900">{SECURITY_TITLE}</h1>
      <div className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm">
        {status.data?.enabled ? (
          <>
            <p role="status" className="text-slate-800">
              Your authenticator app is on: signing in asks for its code after your password.{' '}
              {status.data.recoveryCodesLeft === 1
                ? '1 recovery code left.'
                : `${status.data.recoveryCodesLeft} recovery codes left.`}
            </p>
            {user?.role === 'superuser' ? (
              <p className="text-slate-700">As a superuser you must keep it on.</p>
            ) : (
              <DisableForm />
            )}
          </>
        ) : status.data ? (
          <>
            <h2 className="text-lg font-semibold text-slate-900">Authenticator app</h2>
            <TotpSetup onDone={refresh} />
          </>
        ) : status.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
            {serverMessage(status.error, 'Failed to load your sign-in security. Please try again.')}
          </p>
        ) : (
          <p role="status" className="text-slate-700">
            Loading...
          </p>
        )}
      </div>
    </section>
  );
}
