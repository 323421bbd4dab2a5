import { OTP_LENGTH } from '@kwacha/shared/staff/disbursement';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { controlClasses, joinIds, labelClasses } from '../../../../components/form/field-parts';
import { Button } from '../../../../components/ui/button';
import { formatTime } from '../../../../lib/format-date';

export interface OtpStepProps {
  /** What the server said when it sent the code (or the restored-step text). */
  message: string;
  expiresAt: string | null;
  busy: boolean;
  /** The id of the alert that explains why the last attempt failed, when there is one. */
  errorId: string | undefined;
  onConfirm: (otp: string) => void;
  onResend: () => void;
}

/**
 * The second half of a disbursement: the code e-mailed to the admin. It takes the focus when it appears,
 * so keyboard and screen-reader users land where the next step is.
 */
export function OtpStep({ message, expiresAt, busy, errorId, onConfirm, onResend }: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(otp.trim());
    inputRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Confirm disbursement" className="mt-4 space-y-3">
      <p role="status" className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-900">
        {message}
      </p>
      <div>
        <label htmlFor={inputId} className={labelClasses}>
          One-time password (OTP)
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={joinIds(hintId, errorId)}
          className={controlClasses(Boolean(errorId), 'max-w-48 tracking-widest')}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {`The ${OTP_LENGTH}-digit code from the e-mail we sent you.`}
          {expiresAt ? ` It expires at ${formatTime(expiresAt)}.` : ''}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy}>
          Confirm Disbursement
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onResend}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}
