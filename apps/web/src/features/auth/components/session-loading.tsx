import { useT } from '../../../lib/i18n/use-t';
import { sessionLoadingMessages as messages } from './session-loading.messages';

/** Shown while the me call decides who is signed in. */
export function SessionLoading() {
  const t = useT();
  return (
    <p role="status" className="px-4 py-16 text-center text-slate-700">
      {t(messages.loadingSession)}
    </p>
  );
}
