import { Link } from 'react-router';
import { IdentityStatusCard } from '../../components/kyc/identity-status-card';
import { ButtonLink } from '../../components/ui/button';
import { KeptDataBanner } from '../../components/ui/kept-data-banner';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useKeptAnswer } from '../../lib/offline/use-kept-answer';
import { pickQueryState, useNeedsConnection } from '../../lib/offline/use-needs-connection';
import { serverMessage } from '../../lib/server-message';
import { useSession } from '../../lib/session/session-context';
import { useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { DASHBOARD_QUERY_KEY, useDashboardQuery } from './api/get-dashboard';
import { AnalyticsSection } from './components/analytics-section';
import { CreditScoreGauge } from './components/credit-score-gauge';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { HealthScoreCard } from './components/health-score-card';
import { StatTiles } from './components/stat-tiles';
import { dashboardMessages as messages } from './dashboard.messages';

export function DashboardPage() {
  const format = useFormatMessage();
  usePageTitle(format(messages.title));
  const { user } = useSession();
  const name = user?.firstName?.trim() || user?.username || format(messages.user);
  const dashboard = useDashboardQuery();
  // docs/product.md §8: a 401 or 403 logs out.
  useSignOutOnAuthFailure(dashboard.error);
  // docs/product.md §21: without a network, the dashboard last loaded on this device.
  const shown = useKeptAnswer(dashboard, DASHBOARD_QUERY_KEY);
  const data = shown.data;
  // Nothing kept on this device either: say the page needs a connection rather than load for ever.
  const needsConnection = useNeedsConnection({ ...pickQueryState(dashboard), data });

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        {format(user?.firstVisit ? messages.welcomeFirst : messages.welcome, { name })}
      </h1>
      {/* docs/product.md §20: money is sent only once the borrower's identity documents are approved. */}
      <IdentityStatusCard
        className="mt-6"
        applicationWaiting={
          data !== undefined &&
          (data.pendingApplications > 0 ||
            data.loansByStatus.some((row) => row.status === 'approved' && row.count > 0))
        }
      />
      {shown.keptAt !== undefined && <KeptDataBanner fetchedAt={shown.keptAt} />}
      {data ? (
        <div className="mt-6 space-y-6">
          <StatTiles data={data} />
          {data.hasPayableLoan ? (
            <ButtonLink to="/make-payment" className="w-full sm:w-auto">
              {format(messages.payNow)}
            </ButtonLink>
          ) : (
            <ButtonLink to="/apply-loan" className="w-full sm:w-auto">
              {format(messages.applyForNewLoan)}
            </ButtonLink>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <CreditScoreGauge score={data.creditScore} />
            <HealthScoreCard health={data.health} />
          </div>
          <AnalyticsSection data={data} />
          <p className="text-slate-700">
            {format(messages.somethingWrong)}{' '}
            <Link to="/complaints" className="font-medium text-emerald-800 underline underline-offset-2">
              {format(messages.raiseComplaint)}
            </Link>
          </p>
        </div>
      ) : needsConnection ? (
        <OfflineNotice onRetry={() => void dashboard.refetch()} />
      ) : dashboard.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {serverMessage(dashboard.error, format(messages.loadFailed))}
        </p>
      ) : (
        <DashboardSkeleton />
      )}
    </section>
  );
}
