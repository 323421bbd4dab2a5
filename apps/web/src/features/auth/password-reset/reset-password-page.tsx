import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../components/form/form-message';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { ResetPasswordForm } from './components/reset-password-form';
import { resetPasswordMessages as messages, passwordResetMessages } from './password-reset.messages';

export function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const { token = '' } = useParams();
  const [refusedLink, setInvalidLink] = useState<string | null>(null);
  // A link without a token can never work, so say so before the user types a password for nothing.
  const invalidLink = token ? refusedLink : t(messages.tokenMissing);

  if (invalidLink) {
    return (
      <AuthCard title={t(messages.invalidLinkHeading)}>
        <FormError message={invalidLink} />
        <ButtonLink to="/forgot-password" className="mt-5 w-full">
          {t(messages.requestNewLink)}
        </ButtonLink>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(messages.heading)}>
      <ResetPasswordForm token={token} onInvalidLink={setInvalidLink} />
      <BackToLogin />
    </AuthCard>
  );
}

function BackToLogin() {
  const t = useT();
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      <Link to="/login" className={textLinkClasses}>
        {t(passwordResetMessages.backToLogin)}
      </Link>
    </p>
  );
}
