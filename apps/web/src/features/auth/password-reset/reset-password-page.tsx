import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../components/form/form-message';
import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { ResetPasswordForm } from './components/reset-password-form';
import { RESET_TOKEN_MISSING_MESSAGE } from './recovery-errors';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { token = '' } = useParams();
  // A link without a token can never work, so say so before the user types a password for nothing.
  const [invalidLink, setInvalidLink] = useState<string | null>(token ? null : RESET_TOKEN_MISSING_MESSAGE);

  if (invalidLink) {
    return (
      <AuthCard title="Reset link not valid">
        <FormError message={invalidLink} />
        <ButtonLink to="/forgot-password" className="mt-5 w-full">
          Request New Link
        </ButtonLink>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm token={token} onInvalidLink={setInvalidLink} />
      <BackToLogin />
    </AuthCard>
  );
}

function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      <Link to="/login" className={textLinkClasses}>
        Back to Login
      </Link>
    </p>
  );
}
