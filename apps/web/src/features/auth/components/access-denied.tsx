import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { accessDeniedMessages as messages } from './access-denied.messages';

export const ACCESS_DENIED_MESSAGE = messages.denied.message;

/** docs/product.md §2: what a borrower sees on a staff-only route. */
export function AccessDenied() {
  const t = useT();
  usePageTitle(t(messages.title));
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t(messages.denied)}</h1>
      <ButtonLink to="/" className="mt-8">
        {t(messages.goHome)}
      </ButtonLink>
    </section>
  );
}
