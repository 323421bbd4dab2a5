import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/use-t';
import { usePageTitle } from '../../lib/use-page-title';
import { crashMessages as messages } from './errors.messages';

interface CrashScreenProps {
  onRetry: () => void;
  /** The 'Go Home' control: a router link inside the router, a plain link outside it. */
  homeLink: ReactNode;
  /** The network is gone: the page could not load for want of one, so say that instead. */
  offline?: boolean;
}

/** What a user sees after an unexpected error; details stay in the console, never on screen. */
export function CrashScreen({ onRetry, homeLink, offline = false }: CrashScreenProps) {
  const t = useT();
  usePageTitle(t(offline ? messages.offlineTitle : messages.title));
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {t(offline ? messages.offlineTitle : messages.heading)}
      </h1>
      <p className="mt-3 text-slate-700">{t(offline ? messages.offlineBody : messages.body)}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onRetry}>{t(messages.retry)}</Button>
        {homeLink}
      </div>
    </section>
  );
}
