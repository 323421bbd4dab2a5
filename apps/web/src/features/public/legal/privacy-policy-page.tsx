import { LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/retention';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { Link } from 'react-router';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { type Translate, useT } from '../../../lib/i18n/use-t';
import { fillMessage, fillText } from '../fill-message';
import { PageSection, PageShell } from '../page-shell';
import { EnglishIsBinding, LegalContact, useLegalLastUpdated } from './legal-contact';
import { privacyMessages as messages } from './privacy.messages';

const h3 = 'text-lg font-semibold text-slate-900';
const list = 'grid list-disc gap-1 pl-5';

const bold = (text: string) => <strong>{text}</strong>;

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

/** A bulleted list of sentences, `<b>` in them shown in bold. */
function SentenceList({ items, t }: { items: readonly MessageDescriptor[]; t: Translate }) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.id}>{fillMessage(t(item), { b: bold })}</li>
      ))}
    </ul>
  );
}

export function PrivacyPolicyPage() {
  const t = useT();
  const lastUpdated = useLegalLastUpdated();
  usePageMeta({ title: t(messages.title), description: t(messages.description) });
  return (
    <PageShell
      title={t(messages.title)}
      notice={<EnglishIsBinding />}
      lead={fillText(t(messages.lead), { date: lastUpdated })}
    >
      <PageSection title={t(messages.whoWeAre)}>
        <p>{t(messages.whoWeAreText)}</p>
      </PageSection>

      <PageSection title={t(messages.dataWeKeep)}>
        <SentenceList items={DATA_WE_KEEP} t={t} />
        <p>{t(messages.dataMinimum)}</p>
      </PageSection>

      <PageSection title={t(messages.whyWeUseIt)}>
        {USES.map(([title, text]) => (
          <UseOfData key={title.id} title={t(title)} text={t(text)} />
        ))}
      </PageSection>

      <PageSection title={t(messages.sharing)}>
        <p>{t(messages.sharingIntro)}</p>
        <SentenceList items={SHARED_WITH} t={t} />
      </PageSection>

      <PageSection title={t(messages.retention)}>
        <p>{t(messages.retentionText)}</p>
      </PageSection>

      <PageSection title={t(messages.protection)}>
        <p>{t(messages.protectionText)}</p>
      </PageSection>

      <PageSection title={t(messages.rights)}>
        <p>{t(messages.rightsIntro)}</p>
        <SentenceList items={RIGHTS} t={t} />
        <p>{t(messages.rightsHow)}</p>
      </PageSection>

      <PageSection title={t(messages.inAccount)}>
        <p>
          {fillMessage(t(messages.inAccountIntro), { link: (text) => <Link to="/profile">{text}</Link> })}
        </p>
        <ul className={list}>
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

      <PageSection title={t(messages.changes)}>
        <p>{t(messages.changesText)}</p>
      </PageSection>
    </PageShell>
  );
}

function UseOfData({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3 className={h3}>{title}</h3>
      <p>{text}</p>
    </>
  );
}
