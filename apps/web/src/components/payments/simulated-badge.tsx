import { useT } from '../../lib/i18n/use-t';
import { simulatedMessages as messages } from './payments.messages';

/** A payment the simulator handled: shown beside its status so nobody takes it for real money. */
export function SimulatedBadge({ simulated }: { simulated: boolean }) {
  const t = useT();
  if (!simulated) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
      {t(messages.simulated)}
    </span>
  );
}
