import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { useLowDataMode } from '../../../lib/offline/low-data-mode';
import { analyticsMessages as messages } from '../analytics.messages';

// The charts are their own chunk: nothing of them is downloaded until the borrower asks (docs/performance.md).
const AnalyticsPanel = lazy(() =>
  import('../analytics/analytics-panel').then((m) => ({ default: m.AnalyticsPanel })),
);

const PANEL_ID = 'dashboard-analytics';

export function AnalyticsSection({ data }: { data: Pick<Dashboard, 'paymentTrend' | 'loansByStatus'> }) {
  const [shown, setShown] = useState(false);
  const t = useT();
  // docs/product.md §21: in low-data mode the charts are not offered, so their chunk is never downloaded.
  if (useLowDataMode()) {
    return (
      <p className="text-slate-700">
        {t(messages.lowData)}{' '}
        <Link to="/profile" className="font-medium text-emerald-800 underline underline-offset-2">
          {t(messages.changeInProfile)}
        </Link>
      </p>
    );
  }
  return (
    <section aria-label={t(messages.region)} className="space-y-4">
      <Button
        variant="secondary"
        aria-expanded={shown}
        aria-controls={PANEL_ID}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? messages.hide : messages.show)}
      </Button>
      <div id={PANEL_ID}>
        {shown ? (
          <Suspense
            fallback={
              <p role="status" className="rounded-2xl bg-white p-5 text-slate-700 shadow-sm">
                {t(messages.loading)}
              </p>
            }
          >
            <AnalyticsPanel data={data} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
