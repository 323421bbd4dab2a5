import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { EligibilityList } from '../eligibility-list';
import { fillText } from '../fill-message';
import { PageSection, PageShell } from '../page-shell';
import { publicPagesMessages } from '../public-pages.messages';
import { howItWorksMessages as messages } from './how-it-works.messages';

const STEPS = [
  { title: messages.registerTitle, text: messages.registerText },
  { title: messages.quoteTitle, text: messages.quoteText },
  { title: messages.applyTitle, text: messages.applyText },
  { title: messages.reviewTitle, text: messages.reviewText },
  { title: messages.receiveTitle, text: messages.receiveText },
  { title: messages.repayTitle, text: messages.repayText },
] as const;

export function HowItWorksPage() {
  const t = useT();
  usePageMeta({ title: t(messages.title), description: t(messages.description) });
  return (
    <PageShell title={t(messages.title)} lead={t(messages.lead)}>
      <PageSection title={t(messages.sixSteps)}>
        <ol className="grid gap-4">
          {STEPS.map((step, index) => (
            <li key={step.title.id} className="flex gap-4 rounded-xl border border-slate-200 p-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-1">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title={t(messages.whoCanApply)}>
        <EligibilityList />
      </PageSection>
      <PageSection title={t(messages.help)}>
        <p>
          {fillText(t(messages.supportAvailable), { hours: t(publicPagesMessages.supportHours) })}{' '}
          {t(publicPagesMessages.replyPromise)}
        </p>
      </PageSection>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/register">{t(messages.createAccount)}</ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          {t(messages.contactSupport)}
        </ButtonLink>
      </div>
    </PageShell>
  );
}
