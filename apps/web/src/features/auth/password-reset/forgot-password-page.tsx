import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address you registered with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className={textLinkClasses}>
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
