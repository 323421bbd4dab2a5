import { useState } from 'react';
import { FormError } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { serverMessage } from '../../../../lib/server-message';
import { useStartEnrolmentMutation } from '../api/start-enrolment';
import { ConfirmCodeForm } from './confirm-code-form';
import { RecoveryCodes } from './recovery-codes';

/**
 * Setting up an authenticator app: start (a secret as a QR code and as text), confirm with its first code,
 * then the recovery codes, once. `onDone` runs when the person has saved them.
 */
export function TotpSetup({ onDone }: { onDone: () => void }) {
  const start = useStartEnrolmentMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (!start.data) {
    return (
      <div className="grid gap-4">
        <p className="text-slate-700">
          An authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Aegis,
          1Password…) shows a new 6-digit code every 30 seconds. Signing in then asks for it after your
          password.
        </p>
        <FormError
          message={
            start.isError ? serverMessage(start.error, 'The setup could not start. Please try again.') : null
          }
        />
        <Button onClick={() => start.mutate()} disabled={start.isPending} className="w-full sm:w-auto">
          {start.isPending ? 'Starting...' : 'Set up an authenticator app'}
        </Button>
      </div>
    );
  }
  const { qrCodeDataUrl, secret } = start.data;
  return (
    <div className="grid gap-5">
      <p role="status" className="text-slate-700">
        Scan the QR code with your authenticator app, then enter the code it shows.
      </p>
      <img
        src={qrCodeDataUrl}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="h-48 w-48 rounded border border-slate-200 bg-white"
      />
      <TextField
        label="Can't scan? Enter this key in the app"
        hint="Time-based, 6 digits, every 30 seconds."
        readOnly
        value={secret.replace(/(.{4})(?=.)/g, '$1 ')}
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <ConfirmCodeForm onConfirmed={setRecoveryCodes} />
    </div>
  );
}
