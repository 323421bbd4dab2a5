import { RECOVERY_CODE_COUNT } from '@kwacha/shared/staff/staff-totp';
import { Button } from '../../../../components/ui/button';

/** The one-time recovery codes, shown once right after the app is turned on (docs/product.md §15.8). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
        Your authenticator app is set up. Keep your recovery codes somewhere safe.
      </p>
      <p className="text-slate-700">
        Each of these {RECOVERY_CODE_COUNT} codes signs you in once if you lose your phone. They are shown
        only now: write them down or keep them in a password manager.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 font-mono text-slate-900 sm:grid-cols-4"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Button onClick={onDone} className="w-full sm:w-auto">
        I have saved my recovery codes
      </Button>
    </div>
  );
}
