import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import { LoadError } from '../../../components/ui/load-error';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminSettingsQuery } from './api/admin-settings';
import { BusinessDateSection } from './components/business-date-section';
import { CollectionRulesSection } from './components/collection-rules-section';
import { CreditCheckSection } from './components/credit-check-section';
import { CreditListingNoticeSection } from './components/credit-listing-notice-section';
import { DelinquencyBucketsSection } from './components/delinquency-buckets-section';
import { DisbursementCodeSection } from './components/disbursement-code-section';
import { FeesSection, LateFeeSection } from './components/fee-sections';
import { IdentityChecksSection } from './components/identity-checks-section';
import { InstantApprovalSection } from './components/instant-approval-section';
import { ProductsSection } from './components/products-section';
import { ProvisionRatesSection } from './components/provision-rates-section';

export const SETTINGS_LOAD_FAILED_MESSAGE = 'Failed to load settings. Please try again.';

/**
 * /admin-dashboard/settings (superuser, docs/product.md §14.5): products, fees, late fees, instant approval,
 * disbursement codes, identity checks (§20), delinquency buckets, their loan-loss provision rates (decision 050)
 * fair collection (§23.3) and the credit bureau notice days (§25.4), each saved on its own after a confirmation that shows
 * before → after; and the business date (§14.5.1), moved forward only off production.
 */
export function SettingsPage() {
  usePageTitle('System Settings');
  const settings = useAdminSettingsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(settings.error);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">System Settings</h1>
      <p className="mt-2 text-slate-700">
        A change applies from the moment it is saved, to new quotes, applications, daily runs and codes. Loans
        already applied for keep the terms they were quoted. Every change is recorded with who made it.
      </p>
      <div className="mt-6 space-y-6">
        <ProductsSection />
        <CreditCheckSection />
        {settings.data ? (
          <SettingSections saved={settings.data} />
        ) : settings.isError ? (
          <LoadError
            className=""
            message={loadErrorMessage(settings.error, { fallback: SETTINGS_LOAD_FAILED_MESSAGE })}
            retrying={settings.isFetching}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading settings…</span>
            <div aria-hidden="true" className="space-y-6">
              {['fees', 'late', 'instant', 'codes'].map((card) => (
                <div key={card} className="h-48 animate-pulse rounded-2xl bg-slate-200" />
              ))}
            </div>
          </div>
        )}
        <BusinessDateSection />
      </div>
    </div>
  );
}

function SettingSections({ saved }: { saved: AppSettingsView }) {
  return (
    <>
      <FeesSection saved={saved.fees} />
      <LateFeeSection saved={saved.lateFee} />
      <InstantApprovalSection saved={saved.instantApproval} />
      <DisbursementCodeSection saved={saved.disbursementCode} />
      <IdentityChecksSection saved={saved.identityChecks} />
      <CreditListingNoticeSection saved={saved.creditListingNotice} />
      <DelinquencyBucketsSection saved={saved.delinquencyBuckets} />
      {/* A new form when the buckets change: one rate per bucket in force (docs/decisions/050). */}
      <ProvisionRatesSection
        key={saved.delinquencyBuckets.upperBounds.join(',')}
        saved={saved.provisionRates}
        upperBounds={saved.delinquencyBuckets.upperBounds}
      />
      <CollectionRulesSection saved={saved.collectionRules} />
    </>
  );
}
