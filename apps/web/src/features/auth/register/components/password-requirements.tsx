import { checkPasswordRules } from '@kwacha/shared/auth/password-rules';
import { Checklist } from '../../../../components/form/checklist';
import { useT } from '../../../../lib/i18n/use-t';
import { registerMessages as messages, passwordRuleMessages } from '../register.messages';

interface PasswordRequirementsProps {
  id: string;
  password: string;
}

/** docs/product.md §5: the live checklist of the registration password rules. */
export function PasswordRequirements({ id, password }: PasswordRequirementsProps) {
  const t = useT();
  const results = checkPasswordRules(password);
  const unmet = password.length > 0 && results.some((result) => !result.met);
  return (
    <div className="mt-2">
      <Checklist
        id={id}
        title={t(messages.passwordRequirements)}
        items={results.map((result) => ({
          id: result.id,
          label: t(passwordRuleMessages[result.id]),
          met: result.met,
        }))}
      />
      {/* Announced when it appears or goes away, unlike the checklist itself. */}
      <p aria-live="polite" className="mt-1 text-sm text-amber-800 empty:hidden">
        {unmet ? t(messages.passwordUnmet) : ''}
      </p>
    </div>
  );
}
