import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const footerMessages = defineMessages({
  tagline: { id: 'footer.tagline', message: 'Loans in kwacha, paid to your mobile money.' },
  information: { id: 'footer.information', message: 'Information' },
  aboutUs: { id: 'footer.aboutUs', message: 'About Us' },
  howItWorks: { id: 'footer.howItWorks', message: 'How It Works' },
  loanProducts: { id: 'footer.loanProducts', message: 'Loan Products' },
  contactUs: { id: 'footer.contactUs', message: 'Contact Us' },
  privacyPolicy: { id: 'footer.privacyPolicy', message: 'Privacy Policy' },
  termsOfUse: { id: 'footer.termsOfUse', message: 'Terms of Use' },
  supportHours: { id: 'footer.supportHours', message: 'Support hours' },
  supportHoursText: {
    id: 'footer.supportHoursText',
    message: 'Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed',
  },
  rightsReserved: { id: 'footer.rightsReserved', message: 'Kwacha Loans. All rights reserved.' },
});
