import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

export const ACCESS_DENIED_MESSAGE = 'Access Denied - You do not have permission to view this page.';

/** docs/product.md §2: what a borrower sees on a staff-only route. */
export function AccessDenied() {
  usePageTitle('Access Denied');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{ACCESS_DENIED_MESSAGE}</h1>
      <ButtonLink to="/" className="mt-8">
        Go to Home
      </ButtonLink>
    </section>
  );
}
