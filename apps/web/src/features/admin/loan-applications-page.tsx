import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../auth/session-context';

// Placeholder until the staff screens arrive. The navigation bar is hidden in the admin dashboard,
// so the way out (log out) lives here for now.
export function LoanApplicationsPage() {
  usePageTitle('Loan Applications');
  const { signOut } = useSession();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Loan Applications</h1>
      <p className="mt-3 text-slate-700">The loan review screens are coming soon.</p>
      <Button variant="secondary" className="mt-6" onClick={signOut}>
        LOG OUT
      </Button>
    </section>
  );
}
