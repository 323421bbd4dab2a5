import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The About Us page (docs/product.md §1); the English is the page's as it has always read. */
export const aboutMessages = defineMessages('about', {
  title: 'About Us',
  description:
    'Kwacha Loans is a Lusaka-based consumer lender founded in 2024: fair, transparent loans in kwacha, paid to your mobile money.',
  lead: 'Kwacha Loans makes borrowing in Zambia simple, fair and fast, from the phone in your pocket.',
  whoWeAre: 'Who we are',
  founded:
    'Kwacha Loans was founded in {year} in Lusaka by a team who saw how hard it was for working people to get a small loan quickly without queues, paperwork or surprise charges. We are a Zambian company serving Zambian borrowers.',
  responsibleLending:
    'We believe in responsible lending: every loan comes with a clear quote that shows the service fee, the interest, each monthly instalment and the total you will repay, so you can decide with all the facts in front of you.',
  whatWeOffer: 'What we offer',
  offerAmounts: 'Loans from K10 to K50,000, repaid over 1 to 12 months, with interest from 2.5% a month.',
  offerProducts: 'Personal, home improvement, vehicle, education, medical and business loans.',
  offerOnline: 'An online application with an instant decision where you are eligible.',
  offerPayout: 'Money paid to your MTN, Airtel or Zamtel mobile money wallet within 24 hours of approval.',
  offerRepayments: 'Repayments from your phone by mobile money, with reminders before each due date.',
  ourValues: 'Our values',
  honesty: 'Honesty',
  honestyText:
    'You see the fee, the interest, every instalment and the total before you sign. No hidden charges.',
  responsibility: 'Responsibility',
  responsibilityText:
    'We lend what you can repay. We check your details and your situation before every loan.',
  speed: 'Speed',
  speedText:
    'Decisions are instant where you are eligible and approved loans reach your mobile money within 24 hours.',
  respect: 'Respect',
  respectText:
    'Your personal data is protected under the Data Protection Act, and we treat every borrower fairly, including when a payment is late.',
  seeProducts: 'See Our Loan Products',
  contactUs: 'Contact Us',
});
