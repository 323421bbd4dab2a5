import { IdentityStatusCard } from '../../components/kyc/identity-status-card';
import { useT } from '../../lib/i18n/use-t';
import { serverMessage } from '../../lib/server-message';
import { useMeQuery } from '../../lib/session/get-me';
import { usePageTitle } from '../../lib/use-page-title';
import { CreditBureauSection } from './components/credit-bureau-section';
import { LanguageSection } from './components/language-section';
import { LowDataSection } from './components/low-data-section';
import { NewsAndOffersSection } from './components/news-and-offers-section';
import { TextMessagesSection } from './components/text-messages-section';
import { UssdPinSection } from './components/ussd-pin-section';
import { YourDataSection } from './components/your-data-section';
import { profileMessages as messages } from './profile.messages';
import { profileRows } from './profile-details';

export const PROFILE_LOAD_FAILED_MESSAGE = messages.loadFailed.message;

export function ProfilePage() {
  const t = useT();
  usePageTitle(t(messages.title));
  // A 401 or 403 answer makes the session end, and the route guard then sends the visitor to /login.
  const me = useMeQuery();

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.title)}</h1>
      {me.data ? (
        <>
          <dl className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
            {profileRows(me.data, t).map((row) => (
              <div key={row.label} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
                <dd className="break-words text-slate-900 sm:col-span-2">{row.value}</dd>
              </div>
            ))}
          </dl>
          {me.data.role === 'user' ? <IdentityStatusCard className="mt-6" /> : null}
          {/* Staff receive no promotions; the page is a borrower's in any case (docs/product.md §6). */}
          {me.data.role === 'user' ? <LanguageSection /> : null}
          {me.data.role === 'user' ? <NewsAndOffersSection /> : null}
          {me.data.role === 'user' ? <TextMessagesSection /> : null}
          {me.data.role === 'user' ? <UssdPinSection /> : null}
          {me.data.role === 'user' ? <CreditBureauSection /> : null}
          {me.data.role === 'user' ? <YourDataSection /> : null}
          {me.data.role === 'user' ? <LowDataSection /> : null}
        </>
      ) : me.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {serverMessage(me.error, t(messages.loadFailed))}
        </p>
      ) : me.isPending ? (
        <p role="status" className="mt-6 text-slate-700">
          {t(messages.loading)}
        </p>
      ) : (
        <p className="mt-6 text-slate-700">{t(messages.noData)}</p>
      )}
    </section>
  );
}
