import { Link, Navigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { homePathFor } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { RegisterForm } from './components/register-form';
import { registerMessages as messages } from './register.messages';

export function RegisterPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const session = useSession();
  // As /login does (docs/product.md §2.5): someone signed in has an account already. While the session
  // loads the form shows, as it was pre-rendered: most visitors here are signed out.
  if (session.status === 'authenticated') return <Navigate to={homePathFor(session.user.role)} replace />;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t(messages.heading)}</h1>
        <p className="mt-1 text-slate-700">{t(messages.intro)}</p>
        <div className="mt-6">
          <RegisterForm />
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          {t(messages.haveAccount)}{' '}
          <Link
            to="/login"
            className="rounded font-semibold text-emerald-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            {t(messages.login)}
          </Link>
        </p>
      </div>
    </section>
  );
}
