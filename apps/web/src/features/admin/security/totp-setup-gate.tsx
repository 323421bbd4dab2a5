import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { TOTP_STATUS_QUERY_KEY } from './api/totp-status';
import { TotpSetup } from './components/totp-setup';

/**
 * What a superuser sees instead of the back office until their session is proven with an authenticator
 * app (STAFF_TOTP_REQUIRED, docs/product.md §15.8): the server refuses every staff call meanwhile.
 */
export function TotpSetupGate({ enabled }: { enabled: boolean }) {
  usePageTitle('Set up your authenticator app');
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Set up your authenticator app</h1>
      <p className="text-slate-700">
        Superusers sign in with a code from an authenticator app as well as their password. Set one up to
        continue to the back office.
      </p>
      <div className="rounded-2xl bg-white p-5 shadow-sm">
        {enabled ? (
          // Set up from another device after this session began: only a new sign-in proves it here.
          <p role="status" className="text-slate-800">
            Your authenticator app is already set up. Log out and sign in again with its code.
          </p>
        ) : (
          <TotpSetup onDone={() => queryClient.invalidateQueries({ queryKey: TOTP_STATUS_QUERY_KEY })} />
        )}
      </div>
      <Button variant="ghost" onClick={signOut} className="justify-self-start">
        Log out
      </Button>
    </section>
  );
}
