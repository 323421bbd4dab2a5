import { type UssdPinState, ussdPinRequestSchema } from '@kwacha/shared/ussd/ussd-pin';
import { useId } from 'react';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { LoadError } from '../../../components/ui/load-error';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { setUssdPin, USSD_PIN_QUERY_KEY, useUssdPinQuery } from '../api/ussd-pin';
import { ProfileRequestForm, useProfileRequest } from './profile-request-form';
import { ussdPinMessages as messages } from './ussd-pin-section.messages';

/** Where the PIN stands, in the reader's language. */
export function ussdPinSummary(state: UssdPinState, format: FormatMessage): string {
  if (state.status === 'locked') return format(messages.statusLocked);
  if (state.status === 'set' && state.setAt)
    return format(messages.statusSet, { date: state.setAt.slice(0, 10) });
  return format(messages.statusNotSet);
}

/**
 * "USSD menu" on the profile (docs/product.md §26.3): whether the PIN is set, and a form to set it with the
 * password. Setting a new PIN also opens a locked menu again.
 */
export function UssdPinSection() {
  const format = useFormatMessage();
  const pin = useUssdPinQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{format(messages.intro)}</p>
      {pin.data ? (
        <p aria-live="polite" className="mt-3 text-slate-900">
          {ussdPinSummary(pin.data, format)}
        </p>
      ) : pin.isError ? (
        <LoadError
          className="mt-3"
          message={loadErrorMessage(pin.error, { fallback: format(messages.loadFailed) })}
          retrying={pin.isFetching}
          onRetry={() => void pin.refetch()}
        />
      ) : (
        <p role="status" className="mt-3 text-slate-700">
          {format(messages.loading)}
        </p>
      )}
      <UssdPinForm />
    </section>
  );
}

function UssdPinForm() {
  const format = useFormatMessage();
  const { form, frame } = useProfileRequest({
    schema: ussdPinRequestSchema,
    defaultValues: { pin: '', password: '' },
    send: setUssdPin,
    refresh: USSD_PIN_QUERY_KEY,
    fixFields: messages.fixFields,
    failed: messages.failed,
  });
  return (
    <ProfileRequestForm
      title={format(messages.formTitle)}
      intro={format(messages.formIntro)}
      submitLabel={format(messages.submit)}
      busyLabel={format(messages.saving)}
      {...frame}
    >
      <TextField
        label={format(messages.pin)}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={4}
        autoComplete="off"
        required
        {...form.field('pin')}
      />
      <PasswordField
        label={format(messages.password)}
        toggleLabel={format(messages.showPassword)}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
    </ProfileRequestForm>
  );
}
