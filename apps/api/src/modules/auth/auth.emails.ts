import { emailAuthMessages as messages } from '@kwacha/shared/i18n/server/email-auth.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../mail/templates/layout';

/**
 * The account e-mails, each wholly in the recipient's language (users.language, docs/product.md §22).
 * At registration the account takes the language the person registered in (Bemba or Nyanja; English
 * leaves it unchosen), so the first verification e-mail is in it too.
 */
export function verificationEmail(user: EmailRecipient, appUrl: string, token: string): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: 'verify-email',
    language,
    subject: translate(language, messages.verifySubject),
    greeting: greetingFor(user),
    paragraphs: [translate(language, messages.verifyThanks), translate(language, messages.verifyValidity)],
    action: {
      label: translate(language, messages.verifyButton),
      url: `${appUrl}/verify-email?token=${encodeURIComponent(token)}`,
    },
  });
}

export function passwordResetEmail(user: EmailRecipient, appUrl: string, token: string): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: 'password-reset',
    language,
    subject: translate(language, messages.resetSubject),
    greeting: greetingFor(user),
    paragraphs: [translate(language, messages.resetRequested), translate(language, messages.resetValidity)],
    action: {
      label: translate(language, messages.resetButton),
      url: `${appUrl}/reset-password/${encodeURIComponent(token)}`,
    },
  });
}

export function welcomeEmail(user: EmailRecipient, appUrl: string): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: 'welcome',
    language,
    subject: translate(language, messages.welcomeSubject),
    greeting: greetingFor(user),
    paragraphs: [
      translate(language, messages.welcomeReady),
      translate(language, messages.welcomeApply),
      translate(language, messages.welcomeSupport),
    ],
    action: { label: translate(language, messages.welcomeButton), url: `${appUrl}/dashboard` },
  });
}

export const GUESSING_ALERT_TEMPLATE = 'login-guessing';

/**
 * To the owner of an account someone keeps typing wrong passwords for (login-guessing-alert.ts). It
 * carries no link that does anything by itself: the button opens "Forgot password".
 */
export function guessingAlertEmail(user: EmailRecipient, appUrl: string): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: GUESSING_ALERT_TEMPLATE,
    language,
    subject: translate(language, messages.guessingSubject),
    greeting: greetingFor(user),
    paragraphs: [translate(language, messages.guessingSeen), translate(language, messages.guessingSafe)],
    action: { label: translate(language, messages.guessingButton), url: `${appUrl}/forgot-password` },
  });
}
