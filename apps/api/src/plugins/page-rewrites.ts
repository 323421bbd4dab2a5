import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '@kwacha/shared/contact/support-email';
import type { Language } from '@kwacha/shared/i18n/languages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { siteMessages } from '@kwacha/shared/i18n/server/site.messages';

/** What the server writes into the build's HTML before sending it: only what the build cannot know. */
export interface PageRewriteOptions {
  /** The payment simulator serves some channel: a banner says no real money moves (product §13.5). */
  demonstration: boolean;
  /** SUPPORT_EMAIL; the build shows DEFAULT_SUPPORT_EMAIL. */
  supportEmail: string;
}

export type PageRewrite = (html: string, language: Language) => string;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * How to change a page of the build for this server, or undefined when it is served as built (then its
 * pre-compressed copies can be). The pre-rendered pages show the support address the build knew: another
 * SUPPORT_EMAIL replaces it there, and a meta tag in every page gives it to the pages the browser renders
 * itself (apps/web/src/features/public/company-details.ts), so hydration finds the same text.
 */
export function pageRewrite(options: PageRewriteOptions): PageRewrite | undefined {
  const supportEmail = options.supportEmail === DEFAULT_SUPPORT_EMAIL ? undefined : options.supportEmail;
  if (!options.demonstration && !supportEmail) return undefined;
  return (html, language) => {
    let page = html;
    if (supportEmail) {
      const shown = escapeHtml(supportEmail);
      page = page
        .replaceAll(DEFAULT_SUPPORT_EMAIL, shown)
        .replace(/<head[^>]*>/, (head) => `${head}<meta name="${SUPPORT_EMAIL_META}" content="${shown}">`);
    }
    if (options.demonstration) {
      const banner = `<div class="demo-banner" role="note">${translate(language, siteMessages.demonstration)}</div>`;
      page = page.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
    }
    return page;
  };
}
