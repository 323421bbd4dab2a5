import { isLanguage, type Language } from '@kwacha/shared/i18n/languages';
import { emailLayoutMessages as messages } from '@kwacha/shared/i18n/server/email-layout.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';

/** Escapes text for HTML: names and addresses come from users. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedEmail {
  subject: string;
  template: string;
  text: string;
  html: string;
}

/** Whoever an e-mail greets; `language` is users.language (null: English, docs/product.md §22). */
export interface EmailRecipient {
  firstName: string | null;
  username: string;
  language?: string | null;
}

/** The recipient's language for their e-mails: their choice, or English (null) without one. */
export const languageOf = (person: { language?: string | null }): Language | null =>
  isLanguage(person.language) ? person.language : null;

/** "Hello Mwila," in the recipient's language (their username when they gave no first name). */
export const greetingFor = (person: EmailRecipient): string =>
  translate(languageOf(person), messages.greeting, { name: person.firstName ?? person.username });

/**
 * Plain-text and simple, inline-styled HTML versions of one message (mail clients ignore <style>). The
 * caller writes the subject, greeting, paragraphs and button in the recipient's `language`; the footer
 * and the line under the button follow it here, as does `<html lang>`. English without one.
 */
export function renderEmail(input: {
  template: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  language?: Language | null;
}): RenderedEmail {
  const language = input.language ?? null;
  const footer = input.footer ?? translate(language, messages.footer);
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    '—',
    footer,
  ].join('\n');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#047857;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(input.action.label)}</a></p><p style="font-size:13px;color:#4b5563">${escapeHtml(translate(language, messages.linkFallback))}<br>${escapeHtml(input.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language ?? 'en'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:16px"><h1 style="font-size:20px;color:#047857">Kwacha Loans</h1><p>${escapeHtml(input.greeting)}</p>${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></body></html>`;
  return { subject: input.subject, template: input.template, text, html };
}
