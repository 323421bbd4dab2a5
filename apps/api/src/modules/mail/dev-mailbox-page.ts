import type { EmailMessage } from '@kwacha/db';
import { LUSAKA_TIME_ZONE } from '@kwacha/shared/identity/age';
import { DEV_MAILBOX_PATH } from './local-mailbox';
import { escapeHtml } from './templates/layout';
import { linksIn, splitTextLinks } from './text-links';

/**
 * The pages of the developer's local mailbox (dev-mailbox.routes.ts), written by the server: no script,
 * everything a message holds escaped. A message's HTML version is someone else's markup (a contact form's
 * words, a promotion), so it is shown only in an iframe sandboxed with nothing but pop-ups allowed — no
 * scripts, no forms, an opaque origin that cannot read the app's storage — whose links open a new tab
 * (a link followed inside the frame would be refused: the app may not be framed).
 */

/**
 * Only on these pages (MAILBOX_POLICY replaces the app's policy): inline styles, for the page's own and the
 * e-mails' (mail clients ignore stylesheets); no script at all; nothing from elsewhere.
 */
export const MAILBOX_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export type KeptMessage = Pick<
  EmailMessage,
  'id' | 'toAddress' | 'subject' | 'template' | 'textBody' | 'htmlBody' | 'createdAt'
>;

const written = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'long',
  timeZone: LUSAKA_TIME_ZONE,
});

const time = (at: Date) => `<time datetime="${at.toISOString()}">${escapeHtml(written.format(at))}</time>`;

const messagePath = (id: string) => `${DEV_MAILBOX_PATH}/${encodeURIComponent(id)}`;

const STYLE = `
body{font-family:system-ui,sans-serif;color:#111827;background:#f8fafc;margin:0;padding:16px;line-height:1.5}
main{max-width:56rem;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 8px}h2{font-size:1.125rem;margin:24px 0 8px}
a{color:#047857;overflow-wrap:anywhere}
.note{color:#4b5563;margin:0 0 16px}
ul.messages{list-style:none;padding:0;margin:0}
ul.messages li{background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin:0 0 8px}
ul.messages a{display:block;padding:12px;text-decoration:none}
.subject{display:block;font-weight:600;color:#111827}.meta{display:block;font-size:.875rem;color:#4b5563}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:0}
iframe{width:100%;height:32rem;border:1px solid #e5e7eb;border-radius:8px;background:#fff}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const NOTE =
  'No mail server is set (SMTP_URL), so e-mails are kept on this machine instead of being sent. This page exists only outside production.';

/** GET /dev/mailbox: the newest kept messages, newest first. */
export function mailboxListPage(messages: KeptMessage[], limit: number): string {
  const items = messages
    .map(
      (m) =>
        `<li><a href="${messagePath(m.id)}"><span class="subject">${escapeHtml(m.subject)}</span>` +
        `<span class="meta">To ${escapeHtml(m.toAddress)} · ${time(m.createdAt)}</span></a></li>`,
    )
    .join('\n');
  const body =
    messages.length === 0
      ? '<p>No e-mails yet. Register an account and its verification e-mail appears here.</p>'
      : `<ul class="messages">\n${items}\n</ul>`;
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1>
<p class="note">${NOTE} Newest first; the newest ${limit} are listed.</p>
${body}`,
  );
}

const outLink = (url: string) =>
  `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;

/** The plain text, escaped, with each link clickable. */
const textWithLinks = (text: string) =>
  splitTextLinks(text)
    .map((part) => ('link' in part ? outLink(part.link) : escapeHtml(part.text)))
    .join('');

// Links in the frame open a new tab: the frame's default target.
const withNewTabLinks = (html: string) =>
  html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}<base target="_blank">`);

/** GET /dev/mailbox/:id: one message, its links, its text and its HTML version. */
export function mailboxMessagePage(m: KeptMessage): string {
  const links = linksIn(m.textBody);
  return page(
    `${m.subject} — local mailbox`,
    `<p><a href="${DEV_MAILBOX_PATH}">← All kept e-mails</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(m.toAddress)}</dd>
<dt>Kind</dt><dd>${escapeHtml(m.template)}</dd>
<dt>Written</dt><dd>${time(m.createdAt)}</dd>
</dl>
<h2>Links</h2>
${links.length === 0 ? '<p>None.</p>' : `<ul>\n${links.map((l) => `<li>${outLink(l)}</li>`).join('\n')}\n</ul>`}
<h2>Text</h2>
<pre>${textWithLinks(m.textBody)}</pre>
<h2>HTML</h2>
<iframe title="The e-mail as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(withNewTabLinks(m.htmlBody))}"></iframe>`,
  );
}
