import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { fillMessage } from '../fill-message';
import { PageSection } from '../page-shell';
import { LegalContact } from './legal-contact';
import { Clause, LegalPage, SentenceList, TextSection } from './legal-parts';
import { termsMessages as messages } from './terms.messages';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

const privacyLink = (text: string) => (
  <Link to="/privacy-policy" className={linkClass}>
    {text}
  </Link>
);

export function TermsOfUsePage() {
  const t = useT();
  return (
    <LegalPage messages={messages}>
      <PageSection title={t(messages.aboutTerms)}>
        <p>{fillMessage(t(messages.aboutTermsText), { link: privacyLink })}</p>
      </PageSection>

      <PageSection title={t(messages.whoCanUse)}>
        <SentenceList
          items={[messages.mustBeCitizen, messages.mustHoldNrc, messages.mustHaveWallet, messages.oneAccount]}
        />
      </PageSection>

      <PageSection title={t(messages.loans)}>
        <Clause title={messages.quotesTitle} text={messages.quotesText} />
        <Clause title={messages.approvalTitle} text={messages.approvalText} />
        <Clause title={messages.agreementTitle} text={messages.agreementText} />
      </PageSection>

      <PageSection title={t(messages.fees)}>
        <SentenceList items={[messages.feeService, messages.feeInterest, messages.feeNoOther]} />
      </PageSection>

      <TextSection title={messages.repayment} text={messages.repaymentText} />
      <TextSection title={messages.latePayment} text={messages.latePaymentText} />
      <TextSection title={messages.earlyRepayment} text={messages.earlyRepaymentText} />

      <PageSection title={t(messages.security)}>
        <SentenceList
          items={[
            messages.keepPasswordSecret,
            messages.tellUsAtOnce,
            messages.neverAskPin,
            messages.maySuspend,
          ]}
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
        />
      </PageSection>

      <TextSection title={messages.ourResponsibility} text={messages.ourResponsibilityText} />
      <TextSection title={messages.changes} text={messages.changesText} />
      <TextSection title={messages.governingLaw} text={messages.governingLawText} />

      <PageSection title={t(messages.contactUs)}>
        <LegalContact />
      </PageSection>
    </LegalPage>
  );
}
