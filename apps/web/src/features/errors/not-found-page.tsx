import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../lib/i18n/use-t';
import { usePageTitle } from '../../lib/use-page-title';
import { notFoundMessages as messages } from './not-found.messages';

// Never echo the requested URL (docs/product.md §15).
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-5xl font-bold text-emerald-800">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t(messages.title)}</h1>
      <p className="mt-3 text-slate-700">{t(messages.body)}</p>
      <ButtonLink to="/" className="mt-8">
        {t(messages.home)}
      </ButtonLink>
    </section>
  );
}
