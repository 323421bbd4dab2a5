import { ButtonLink } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

// Never echo the requested URL (docs/product.md §15).
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-5xl font-bold text-emerald-800">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-700">Sorry, we could not find the page you are looking for.</p>
      <ButtonLink to="/" className="mt-8">
        Go to Home
      </ButtonLink>
    </section>
  );
}
