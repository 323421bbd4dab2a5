import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { authCardClasses } from '../components/form-styles';
import { SessionLoading } from '../components/session-loading';
import { loginMessages as messages } from './login.messages';
import { LoginForm } from './login-form';
import { returnPath } from './return-path';

export function LoginPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <SessionLoading />;
  // Also the way out after a successful login: signIn makes the session authenticated.
  if (session.status === 'authenticated') {
    return <Navigate to={returnPath(location.state, session.user.role)} replace />;
  }
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className={authCardClasses}>
        <h1 className="text-2xl font-bold text-slate-900">{t(messages.title)}</h1>
        <p className="mt-1 text-slate-700">{t(messages.welcome)}</p>
        <div className="mt-6">
          <LoginForm />
        </div>
      </div>
    </section>
  );
}
