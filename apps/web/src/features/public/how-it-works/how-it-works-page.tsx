import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { SUPPORT_HOURS, SUPPORT_REPLY_PROMISE } from '../company-details';
import { EligibilityList } from '../eligibility-list';
import { PageSection, PageShell } from '../page-shell';

const STEPS = [
  {
    title: 'Register and verify your e-mail',
    text: 'Create your account with your name, NRC number, phone number and address, then open the link we e-mail you to verify your address.',
  },
  {
    title: 'Get a quote',
    text: 'Choose a loan product, the amount and the number of months. The quote shows the service fee, the amount you receive, each monthly instalment and the total you repay.',
  },
  {
    title: 'Apply',
    text: 'Read the key facts of your loan, confirm them and tell us which mobile money wallet or bank account should receive the money.',
  },
  {
    title: 'Review and approval',
    text: 'We check your details and your application. Where you are eligible the approval is instant; otherwise our team reviews it, usually the same working day.',
  },
  {
    title: 'Receive the money',
    text: 'Once approved, the amount you receive (the loan minus the service fee) is sent to your mobile money wallet within 24 hours.',
  },
  {
    title: 'Repay by mobile money',
    text: 'Pay each instalment from your phone with MTN, Airtel or Zamtel mobile money. You may also repay early at any time.',
  },
] as const;

export function HowItWorksPage() {
  usePageMeta({
    title: 'How It Works',
    description:
      'How a Kwacha Loans loan works: register, get a quote, apply, get approved and receive the money on your mobile money within 24 hours.',
  });
  return (
    <PageShell title="How It Works" lead="From registration to repayment, everything happens on your phone.">
      <PageSection title="Six steps from sign-up to repayment">
        <ol className="grid gap-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title="Who can apply">
        <EligibilityList />
      </PageSection>
      <PageSection title="Help when you need it">
        <p>
          Our support team is available {SUPPORT_HOURS}. {SUPPORT_REPLY_PROMISE}
        </p>
      </PageSection>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/register">Create an Account</ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          Contact Support
        </ButtonLink>
      </div>
    </PageShell>
  );
}
