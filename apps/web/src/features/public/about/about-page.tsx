import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { FOUNDED_YEAR } from '../company-details';
import { PageSection, PageShell } from '../page-shell';

const VALUES = [
  {
    title: 'Honesty',
    text: 'You see the fee, the interest, every instalment and the total before you sign. No hidden charges.',
  },
  {
    title: 'Responsibility',
    text: 'We lend what you can repay. We check your details and your situation before every loan.',
  },
  {
    title: 'Speed',
    text: 'Decisions are instant where you are eligible and approved loans reach your mobile money within 24 hours.',
  },
  {
    title: 'Respect',
    text: 'Your personal data is protected under the Data Protection Act, and we treat every borrower fairly, including when a payment is late.',
  },
] as const;

export function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description:
      'Kwacha Loans is a Lusaka-based consumer lender founded in 2024: fair, transparent loans in kwacha, paid to your mobile money.',
  });
  return (
    <PageShell
      title="About Us"
      lead="Kwacha Loans makes borrowing in Zambia simple, fair and fast, from the phone in your pocket."
    >
      <PageSection title="Who we are">
        <p>
          Kwacha Loans was founded in {FOUNDED_YEAR} in Lusaka by a team who saw how hard it was for working
          people to get a small loan quickly without queues, paperwork or surprise charges. We are a Zambian
          company serving Zambian borrowers.
        </p>
        <p>
          We believe in responsible lending: every loan comes with a clear quote that shows the service fee,
          the interest, each monthly instalment and the total you will repay, so you can decide with all the
          facts in front of you.
        </p>
      </PageSection>
      <PageSection title="What we offer">
        <ul className="grid list-disc gap-2 pl-5">
          <li>Loans from K10 to K50,000, repaid over 1 to 12 months, with interest from 2.5% a month.</li>
          <li>Personal, home improvement, vehicle, education, medical and business loans.</li>
          <li>An online application with an instant decision where you are eligible.</li>
          <li>Money paid to your MTN, Airtel or Zamtel mobile money wallet within 24 hours of approval.</li>
          <li>Repayments from your phone by mobile money, with reminders before each due date.</li>
        </ul>
      </PageSection>
      <PageSection title="Our values">
        <dl className="grid gap-4 sm:grid-cols-2">
          {VALUES.map((value) => (
            <div key={value.title} className="rounded-xl border border-slate-200 p-4">
              <dt className="font-semibold text-slate-900">{value.title}</dt>
              <dd className="mt-1">{value.text}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/loan-products">See Our Loan Products</ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </PageShell>
  );
}
