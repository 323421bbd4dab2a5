import { emailDataRightsMessages as messages } from '@kwacha/shared/i18n/server/email-data-rights.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../mail/templates/layout';

// Sent to an address, not told to the borrower as an event: the old address must hear of the change even
// when the account's address is no longer it (docs/architecture.md §2, telling the borrower).
/** To the old address after an e-mail change: the owner learns of it even if someone else made it. */
export function emailChangedEmail(user: EmailRecipient, appUrl: string): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: 'email-changed',
    language,
    subject: translate(language, messages.emailChangedSubject),
    greeting: greetingFor(user),
    paragraphs: [
      translate(language, messages.emailChanged),
      translate(language, messages.emailChangedNotYou),
    ],
    action: { label: translate(language, messages.contactButton), url: `${appUrl}/contact-us` },
  });
}
