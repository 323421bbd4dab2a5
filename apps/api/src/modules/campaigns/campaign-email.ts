import type { Language } from '@kwacha/shared/i18n/languages';
import { emailCampaignMessages as messages } from '@kwacha/shared/i18n/server/email-campaign.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { escapeHtml } from '../mail/templates/layout';

/**
 * A promotion as one person receives it: the campaign's sanitised content in the house layout, and a
 * footer with that person's own unsubscribe link in both versions (docs/product.md §14.6). The content
 * was sanitised when the draft was saved; only the link and the subject are added here, escaped.
 * The content and subject are staff's and go out as written; the fixed footer and the unsubscribe line
 * are in the recipient's language (docs/product.md §22), marked with their own `lang` when that is
 * not English (the page itself keeps `lang="en"`: the content is as staff wrote it).
 */

export const PROMOTION_TEMPLATE = 'promotion';
/** A test send: travels the bulk lane like the real thing, but is no campaign's message. */
export const PROMOTION_TEST_TEMPLATE = 'promotion-test';
export const TEST_SUBJECT_PREFIX = '[Test] ';

export const PROMOTION_FOOTER = messages.footer.message;
export const UNSUBSCRIBE_LABEL = messages.unsubscribe.message;

export interface PromotionContent {
  subject: string;
  html: string;
  text: string;
}

// Stands for the link while the sentence around it is escaped; no translation or label contains it.
const LINK_MARK = '\u0000';

export function promotionEmail(
  content: PromotionContent,
  unsubscribeUrl: string,
  language: Language | null = null,
) {
  const footer = translate(language, messages.footer);
  const label = translate(language, messages.unsubscribe);
  const text = [content.text, '', '—', footer, `${label}: ${unsubscribeUrl}`].join('\n');
  const link = `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#047857">${escapeHtml(label)}</a>`;
  const unsubscribeLine = escapeHtml(
    translate(language, messages.unsubscribeAnyTime, { unsubscribe: LINK_MARK }),
  ).replace(LINK_MARK, link);
  const lang = language && language !== 'en' ? ` lang="${language}"` : '';
  // Inline styles only: mail clients drop <style>. The viewport lets a phone fit the text to its width; the
  // classes are for the staff preview, which may not apply inline styles (apps/web email-preview.css).
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:0;background:#f8fafc"><div class="content" style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:16px;background:#ffffff"><h1 style="font-size:20px;color:#047857;margin:0 0 16px">Kwacha Loans</h1>${content.html}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p class="footer"${lang} style="font-size:12px;color:#4b5563">${escapeHtml(footer)}</p><p class="footer"${lang} style="font-size:12px;color:#4b5563">${unsubscribeLine}</p></div></body></html>`;
  return { subject: content.subject, text, html };
}
