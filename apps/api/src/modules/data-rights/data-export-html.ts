import { LUSAKA_TIME_ZONE } from '@kwacha/shared/identity/age';
import { escapeHtml } from '../mail/templates/layout';
import type { DataExport } from './data-export.service';
import { labelOf, SECTIONS, type Section } from './data-export-labels';
import { shownValue } from './data-export-values';

/**
 * The same copy as a page a person can read (docs/product.md §18.1): one self-contained HTML file, no
 * script, no external asset, every value escaped. Labels and values as a person reads them
 * (data-export-labels.ts): amounts in kwacha, rates in percent, times in Lusaka.
 */

const lusakaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUSAKA_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

function fields(section: Section, record: Record<string, unknown>, skip: string[] = []): string {
  const rows = Object.entries(record)
    .filter(([key]) => !skip.includes(key))
    .map(
      ([key, value]) =>
        `<tr><th scope="row">${escapeHtml(labelOf(section, key))}</th><td>${escapeHtml(shownValue(section, key, value))}</td></tr>`,
    );
  return `<table>${rows.join('')}</table>`;
}

function table(
  title: string,
  section: Section,
  rows: Record<string, unknown>[],
  empty: string,
  level = 2,
): string {
  const heading = `<h${level}>${escapeHtml(title)}</h${level}>`;
  if (rows.length === 0) return `<section>${heading}<p>${escapeHtml(empty)}</p></section>`;
  const columns = Object.keys(rows[0] ?? {});
  const head = columns.map((c) => `<th scope="col">${escapeHtml(labelOf(section, c))}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${columns.map((c) => `<td>${escapeHtml(shownValue(section, c, row[c]))}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<section>${heading}<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`;
}

function loanSection(loan: Record<string, unknown>): string {
  const schedule = Array.isArray(loan.schedule) ? (loan.schedule as Record<string, unknown>[]) : [];
  const id = String(loan.id ?? '').slice(0, 8);
  return `<section><h3>Loan ${escapeHtml(id)}</h3>${fields(SECTIONS.loan, loan, ['schedule', 'keyFactsText'])}
<h4>Key facts you accepted</h4><pre>${escapeHtml(String(loan.keyFactsText ?? ''))}</pre>
${table('Repayment schedule', SECTIONS.schedule, schedule, 'No schedule.', 4)}</section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a;line-height:1.4}
table{border-collapse:collapse;margin:.5rem 0;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}
th[scope=row]{width:30%;background:#f4f4f4}.scroll{overflow-x:auto}pre{white-space:pre-wrap;background:#f8f8f8;padding:.5rem}`;

export function renderDataExportHtml(data: DataExport): string {
  const generated = lusakaTime.format(new Date(data.generatedAt));
  const notes = data.notes.filter(
    (n) => !n.startsWith('Amounts are in ngwee') && !n.startsWith('Times are in UTC'),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data at Kwacha Loans</title><style>${STYLE}</style></head>
<body><main>
<h1>Your data at Kwacha Loans</h1>
<p>Made on ${escapeHtml(generated)} (Lusaka time). Amounts are in kwacha.</p>
<ul>${notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>
<section><h2>Profile</h2>${fields(SECTIONS.profile, data.profile)}</section>
${table('Consents (news and offers, credit bureau)', SECTIONS.consent, data.consentEvents, 'No consent records.')}
<section><h2>Loans</h2>${data.loans.length === 0 ? '<p>No loans.</p>' : data.loans.map(loanSection).join('')}</section>
${table('Payments', SECTIONS.payments, data.payments, 'No payments.')}
${table('Disbursements', SECTIONS.disbursements, data.disbursements, 'No disbursements.')}
${table('Notifications', SECTIONS.notifications, data.notifications, 'No notifications.')}
${table('Contact messages', SECTIONS.contactMessages, data.contactMessages, 'No contact messages.')}
${table('Complaints', SECTIONS.complaints, data.complaints, 'No complaints.')}
${table('Credit bureau checks', SECTIONS.creditChecks, data.creditBureau.checks, 'No credit bureau checks.')}
${table('Notices before a credit bureau listing', SECTIONS.listingNotices, data.creditBureau.listingNotices, 'No notices.')}
${table('Credit bureau disputes', SECTIONS.creditDisputes, data.creditBureau.disputes, 'No disputes.')}
<section><h2>Identity check</h2>${fields(SECTIONS.identityCheck, data.identityCheck, ['documents'])}</section>
${table('Identity photos you uploaded (the photos are not in this copy)', SECTIONS.identityPhotos, data.identityCheck.documents, 'No photos.')}
${table('E-mails we sent you', SECTIONS.emails, data.emailsSent, 'No e-mails.')}
${table('Text messages we sent you', SECTIONS.texts, data.textMessagesSent, 'No text messages.')}
${table('Sign-ins (sessions)', SECTIONS.sessions, data.sessions, 'No sessions.')}
${table('Audit records about you', SECTIONS.audit, data.auditEvents, 'No audit records.')}
${table('Your data requests', SECTIONS.dataRights, data.dataRightsRequests, 'No requests.')}
</main></body></html>`;
}
