import { LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/retention';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { fillMessage } from '../fill-message';
import { PageSection } from '../page-shell';
import { LegalContact } from './legal-contact';
import { bold, Clause, LegalPage, listClass, SentenceList, TextSection } from './legal-parts';
import { privacyMessages as messages } from './privacy.messages';

const DATA_WE_KEEP = [
  messages.dataIdentity,
  messages.dataContact,
  messages.dataWallet,
  messages.dataLoans,
  messages.dataPayments,
  messages.dataDevice,
  messages.dataMessages,
] as const;

const USES = [
  [messages.identityTitle, messages.identityText],
  [messages.decideTitle, messages.decideText],
  [messages.payOutTitle, messages.payOutText],
  [messages.lawTitle, messages.lawText],
  [messages.marketingTitle, messages.marketingText],
] as const;

const SHARED_WITH = [
  messages.shareOperators,
  messages.shareBureaus,
  messages.shareRegulators,
  messages.shareProviders,
  messages.shareCollectors,
] as const;

const RIGHTS = [
  messages.rightAccess,
  messages.rightCorrection,
  messages.rightErasure,
  messages.rightObject,
  messages.rightReview,
  messages.rightWithdraw,
] as const;

const IN_ACCOUNT = [messages.downloadData, messages.changeEmail, messages.correctIdentity] as const;

export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <LegalPage messages={messages}>
      <TextSection title={messages.whoWeAre} text={messages.whoWeAreText} />

      <PageSection title={t(messages.dataWeKeep)}>
        <SentenceList items={DATA_WE_KEEP} />
        <p>{t(messages.dataMinimum)}</p>
      </PageSection>

      <PageSection title={t(messages.whyWeUseIt)}>
        {USES.map(([title, text]) => (
          <Clause key={title.id} title={title} text={text} />
        ))}
      </PageSection>

      <PageSection title={t(messages.sharing)}>
        <p>{t(messages.sharingIntro)}</p>
        <SentenceList items={SHARED_WITH} />
      </PageSection>

      <TextSection title={messages.retention} text={messages.retentionText} />
      <TextSection title={messages.protection} text={messages.protectionText} />

      <PageSection title={t(messages.rights)}>
        <p>{t(messages.rightsIntro)}</p>
        <SentenceList items={RIGHTS} />
        <p>{t(messages.rightsHow)}</p>
      </PageSection>

      <PageSection title={t(messages.inAccount)}>
        <p>
          {fillMessage(t(messages.inAccountIntro), { link: (text) => <Link to="/profile">{text}</Link> })}
        </p>
        <ul className={listClass}>
          {IN_ACCOUNT.map((item) => (
            <li key={item.id}>{fillMessage(t(item), { b: bold })}</li>
          ))}
          <li>{fillMessage(t(messages.deleteAccount), { b: bold, years: LOAN_RECORD_RETENTION_YEARS })}</li>
        </ul>
        <p>{t(messages.requestsRecorded)}</p>
      </PageSection>

      <PageSection title={t(messages.contactAndComplaints)}>
        <LegalContact showPrivacyEmail />
        <p>{t(messages.commissioner)}</p>
      </PageSection>

      <TextSection title={messages.changes} text={messages.changesText} />
    </LegalPage>
  );
}
