import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const footerMessages = defineMessages('footer', {
  tagline: 'Loans in kwacha, paid to your mobile money.',
  // Filled without the ICU formatter, which the landing page does not load: {network} is a brand name.
  social: 'Kwacha Loans on {network}',
  information: 'Information',
  aboutUs: 'About Us',
  howItWorks: 'How It Works',
  loanProducts: 'Loan Products',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
  supportHours: 'Support hours',
  supportHoursText: 'Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed',
  rightsReserved: 'Kwacha Loans. All rights reserved.',
});
