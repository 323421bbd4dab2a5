import { ButtonLink } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../auth/session-context';

// Placeholder until the dashboard issue: tiles, charts and the credit gauge come then.
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const name = user?.firstName?.trim() || user?.username || 'User';
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{`Welcome back, ${name}!`}</h1>
      <ButtonLink to="/profile" variant="secondary" className="mt-6">
        My Profile
      </ButtonLink>
    </section>
  );
}
