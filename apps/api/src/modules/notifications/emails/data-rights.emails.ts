import type { CorrectableField } from '@kwacha/shared/data-rights/data-rights';
import type { Language } from '@kwacha/shared/i18n/languages';
import { emailDataRightsMessages as messages } from '@kwacha/shared/i18n/server/email-data-rights.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

/** How staff decided a correction request; the note or reason is staff's, shown as written. */
export type CorrectionOutcome =
  | { kind: 'complete'; field: CorrectableField; note?: string | null }
  | { kind: 'refused'; field: CorrectableField; reason: string };

const FIELDS = { nrcNumber: messages.fieldNrcNumber, dateOfBirth: messages.fieldDateOfBirth } as const;

/**
 * The outcome as one sentence in a language: English (null) is what the request keeps as its record
 * (docs/product.md §18.4, "Your NRC number was corrected."); the bell and the e-mail say it in the
 * borrower's language.
 */
export function correctionOutcomeText(language: Language | null, outcome: CorrectionOutcome): string {
  const field = translate(language, FIELDS[outcome.field]);
  if (outcome.kind === 'refused')
    return translate(language, messages.refused, { field, reason: outcome.reason });
  return outcome.note
    ? translate(language, messages.correctedWithNote, { field, note: outcome.note })
    : translate(language, messages.corrected, { field });
}

/** A correction request decided by staff. */
export function correctionDecidedEmail(
  user: EmailRecipient,
  appUrl: string,
  outcome: CorrectionOutcome,
): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: 'data-rights-outcome',
    language,
    subject: translate(language, messages.correctionSubject),
    greeting: greetingFor(user),
    paragraphs: [correctionOutcomeText(language, outcome)],
    action: { label: translate(language, messages.profileButton), url: `${appUrl}/profile` },
  });
}
