import { LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/retention';
import { Link } from 'react-router';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { PageSection, PageShell } from '../page-shell';
import { LEGAL_LAST_UPDATED, LegalContact } from './legal-contact';

const h3 = 'text-lg font-semibold text-slate-900';
const list = 'grid list-disc gap-1 pl-5';

export function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'How Kwacha Loans collects, uses, shares and protects your personal data, and your rights under the Data Protection Act No. 3 of 2021.',
  });
  return (
    <PageShell
      title="Privacy Policy"
      lead={`Last updated ${LEGAL_LAST_UPDATED}. This policy explains, in plain language, what personal data Kwacha Loans keeps about you, why, and what you can do about it.`}
    >
      <PageSection title="Who we are">
        <p>
          Kwacha Loans Limited (“Kwacha Loans”, “we”, “us”) is a consumer lender based in Lusaka, Zambia. We
          are the data controller for the personal data described here, and we process it in line with the
          Data Protection Act No. 3 of 2021 (“the Act”).
        </p>
      </PageSection>

      <PageSection title="The personal data we keep">
        <ul className={list}>
          <li>
            <strong>Identity:</strong> your first and last name, date of birth, National Registration Card
            (NRC) number and, where we ask for it, a copy or photograph of your NRC.
          </li>
          <li>
            <strong>Contact details:</strong> your e-mail address, phone number and physical address.
          </li>
          <li>
            <strong>Mobile money and bank details:</strong> the wallet number, operator (MTN, Airtel or
            Zamtel) or bank account you ask us to pay into and collect from.
          </li>
          <li>
            <strong>Loan records:</strong> your applications, quotes, the key facts you accepted, decisions
            and the reasons for them, and your loan agreements.
          </li>
          <li>
            <strong>Payment records:</strong> disbursements, repayments, late fees, reminders sent and any
            arrears.
          </li>
          <li>
            <strong>Device and log data:</strong> your IP address, browser type, the times you sign in and the
            actions you take in your account, kept for security and to investigate fraud.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, by e-mail or by phone.
          </li>
        </ul>
        <p>We do not collect more than we need, and we never sell your personal data.</p>
      </PageSection>

      <PageSection title="Why we use it">
        <h3 className={h3}>To check who you are</h3>
        <p>
          We confirm your identity, age and NRC before lending, to protect you from fraud and to meet our
          duties under Zambia’s anti-money-laundering laws.
        </p>
        <h3 className={h3}>To decide on your application</h3>
        <p>
          We assess whether a loan is affordable for you, using what you tell us, your history with us and,
          where allowed, a credit report. Some decisions, such as an instant approval, are made automatically;
          you can ask for a person to review any automatic decision.
        </p>
        <h3 className={h3}>To pay out and collect your loan</h3>
        <p>
          We use your mobile money or bank details to send you the money and to collect repayments, and your
          contact details to send payment reminders and statements.
        </p>
        <h3 className={h3}>To meet legal obligations</h3>
        <p>
          We keep records and report to regulators and authorities when the law requires it, and we use
          records to handle complaints and legal claims.
        </p>
        <h3 className={h3}>To tell you about our products</h3>
        <p>
          With your consent we may send you news about our loans. You can object to marketing at any time, and
          every marketing e-mail has a way to stop them.
        </p>
      </PageSection>

      <PageSection title="Who we share it with">
        <p>We share only what each party needs, and only for the reasons above:</p>
        <ul className={list}>
          <li>mobile money operators (MTN, Airtel, Zamtel) and banks, to pay out and collect loans;</li>
          <li>licensed credit reference bureaus, to check your credit record and to report how you repay;</li>
          <li>
            regulators and authorities, such as the Bank of Zambia, the Financial Intelligence Centre and the
            courts, when the law requires it;
          </li>
          <li>
            service providers that host our systems or send our e-mails and messages, under contracts that
            oblige them to protect your data and use it only on our instructions;
          </li>
          <li>debt collectors or lawyers, only if a loan remains unpaid after our reminders.</li>
        </ul>
      </PageSection>

      <PageSection title="How long we keep it">
        <p>
          We keep your account and loan records while you are a customer and afterwards for as long as Zambian
          law requires financial records to be kept (in general up to ten years after your last loan is
          closed), and to deal with any dispute. Device and log data is kept for up to one year unless it is
          needed to investigate fraud. Messages to support are kept for two years. When we no longer need
          data, we delete or anonymise it.
        </p>
      </PageSection>

      <PageSection title="How we protect it">
        <p>
          Your data is sent over encrypted connections, passwords are stored only in a protected (hashed)
          form, staff see only what their work needs, and every staff action on a loan is recorded.
        </p>
      </PageSection>

      <PageSection title="Your rights">
        <p>Under the Data Protection Act No. 3 of 2021 you have the right to:</p>
        <ul className={list}>
          <li>
            <strong>access</strong> the personal data we hold about you and get a copy of it;
          </li>
          <li>
            <strong>correction</strong> of data that is wrong or incomplete;
          </li>
          <li>
            <strong>erasure</strong> of data we no longer need or have no lawful reason to keep (we must keep
            some loan records for as long as the law requires);
          </li>
          <li>
            <strong>object to marketing</strong> at any time, and to other processing based on our legitimate
            interests;
          </li>
          <li>ask for a person to review a decision made about you automatically;</li>
          <li>withdraw any consent you gave, without affecting what was done before.</li>
        </ul>
        <p>
          To use these rights, write to us using the details below. We may ask you to prove who you are, and
          we will answer within the time the Act allows. Using your rights is free.
        </p>
      </PageSection>

      <PageSection title="Using your rights in your account">
        <p>
          Signed in, open <Link to="/profile">your profile</Link> and its “Your data” section to use the
          rights above yourself, without writing to us:
        </p>
        <ul className={list}>
          <li>
            <strong>Download my data</strong> gives you a copy of everything we hold about you, as a file for
            other programs (JSON) and as a page you can read.
          </li>
          <li>
            <strong>Change e-mail</strong> changes your address after you enter your password; we send a
            verification link to the new address and tell the old one.
          </li>
          <li>
            <strong>Ask to correct my NRC or date of birth</strong> sends the correct value to our staff, who
            check it against your NRC and tell you the outcome.
          </li>
          <li>
            <strong>Delete my account</strong> is possible once every loan is repaid or closed. We erase your
            name, contact details, NRC number, date of birth and address at once and you can no longer sign
            in. The records of your loans (the loans, repayment schedules, payments and disbursements) are
            kept for {LOAN_RECORD_RETENTION_YEARS} years after your last loan closed, as the Financial
            Intelligence Centre Act 2010 requires, and then deleted; we tell you the exact date.
          </li>
        </ul>
        <p>Every request and its outcome is recorded, and you can see yours on your profile.</p>
      </PageSection>

      <PageSection title="Contact us and complaints">
        <LegalContact showPrivacyEmail />
        <p>
          If you are not happy with how we handled your data or your request, you may complain to the Data
          Protection Commissioner at the Office of the Data Protection Commissioner in Lusaka. We would
          appreciate the chance to put things right first.
        </p>
      </PageSection>

      <PageSection title="Changes to this policy">
        <p>
          When we change this policy we update the date at the top, and we tell you by e-mail before any
          important change takes effect.
        </p>
      </PageSection>
    </PageShell>
  );
}
