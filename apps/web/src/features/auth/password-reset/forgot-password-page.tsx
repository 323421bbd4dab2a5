import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { forgotPasswordMessages as messages, passwordResetMessages } from './password-reset.messages';

export function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  return (
    <AuthCard title={t(messages.heading)} intro={t(messages.intro)}>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t(messages.remembered)}{' '}
        <Link to="/login" className={textLinkClasses}>
          {t(passwordResetMessages.backToLogin)}
        </Link>
      </p>
    </AuthCard>
  );
}
