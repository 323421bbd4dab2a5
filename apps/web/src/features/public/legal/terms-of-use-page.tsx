import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { Link } from 'react-router';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { type Translate, useT } from '../../../lib/i18n/use-t';
import { fillMessage, fillText } from '../fill-message';
import { PageSection, PageShell } from '../page-shell';
import { EnglishIsBinding, LegalContact, useLegalLastUpdated } from './legal-contact';
import { termsMessages as messages } from './terms.messages';

const h3 = 'text-lg font-semibold text-slate-900';
const list = 'grid list-disc gap-1 pl-5';
const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

const privacyLink = (text: string) => (
  <Link to="/privacy-policy" className={linkClass}>
    {text}
  </Link>
);

/** A bulleted list of sentences. */
function SentenceList({ items, t }: { items: readonly MessageDescriptor[]; t: Translate }) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.id}>{t(item)}</li>
      ))}
    </ul>
  );
}

/** A section's sub-heading and its paragraph. */
function Clause({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3 className={h3}>{title}</h3>
      <p>{text}</p>
    </>
  );
}

export function TermsOfUsePage() {
  const t = useT();
  const lastUpdated = useLegalLastUpdated();
  usePageMeta({ title: t(messages.title), description: t(messages.description) });
  return (
    <PageShell
      title={t(messages.title)}
      notice={<EnglishIsBinding />}
      lead={fillText(t(messages.lead), { date: lastUpdated })}
    >
      <PageSection title={t(messages.aboutTerms)}>
        <p>{fillMessage(t(messages.aboutTermsText), { link: privacyLink })}</p>
      </PageSection>

      <PageSection title={t(messages.whoCanUse)}>
        <SentenceList
          items={[messages.mustBeCitizen, messages.mustHoldNrc, messages.mustHaveWallet, messages.oneAccount]}
          t={t}
        />
      </PageSection>

      <PageSection title={t(messages.loans)}>
        <Clause title={t(messages.quotesTitle)} text={t(messages.quotesText)} />
        <Clause title={t(messages.approvalTitle)} text={t(messages.approvalText)} />
        <Clause title={t(messages.agreementTitle)} text={t(messages.agreementText)} />
      </PageSection>

      <PageSection title={t(messages.fees)}>
        <SentenceList items={[messages.feeService, messages.feeInterest, messages.feeNoOther]} t={t} />
      </PageSection>

      <PageSection title={t(messages.repayment)}>
        <p>{t(messages.repaymentText)}</p>
      </PageSection>

      <PageSection title={t(messages.latePayment)}>
        <p>{t(messages.latePaymentText)}</p>
      </PageSection>

      <PageSection title={t(messages.earlyRepayment)}>
        <p>{t(messages.earlyRepaymentText)}</p>
      </PageSection>

      <PageSection title={t(messages.security)}>
        <SentenceList
          items={[
            messages.keepPasswordSecret,
            messages.tellUsAtOnce,
            messages.neverAskPin,
            messages.maySuspend,
          ]}
          t={t}
        />
      </PageSection>

      <PageSection title={t(messages.acceptableUse)}>
        <p>{t(messages.agreeNotTo)}</p>
        <SentenceList
          items={[
            messages.noFalseApplications,
            messages.noUnlawfulUse,
            messages.noBreakingIn,
            messages.noAutomatedTools,
          ]}
          t={t}
        />
      </PageSection>

      <PageSection title={t(messages.ourResponsibility)}>
        <p>{t(messages.ourResponsibilityText)}</p>
      </PageSection>

      <PageSection title={t(messages.changes)}>
        <p>{t(messages.changesText)}</p>
      </PageSection>

      <PageSection title={t(messages.governingLaw)}>
        <p>{t(messages.governingLawText)}</p>
      </PageSection>

      <PageSection title={t(messages.contactUs)}>
        <LegalContact />
      </PageSection>
    </PageShell>
  );
}
