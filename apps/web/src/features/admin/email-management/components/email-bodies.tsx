import type { EmailDetail } from '@kwacha/shared/staff/email-management';
import { useId } from 'react';

/**
 * The message as its recipient saw it, with the secrets the server masked. The text version is shown as
 * text. The HTML version is someone else's markup (a contact form's words, a promotion), so it is shown
 * only in an iframe sandboxed with no permission at all: no scripts, no forms, no pop-ups, no navigation
 * of this page, and an opaque origin that cannot read the session — the page's own content security
 * policy applies inside it too.
 */
export function EmailBodies({ email }: { email: EmailDetail }) {
  const headingId = useId();
  const headerNames = Object.keys(email.headers);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Message
      </h2>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
        <dt className="font-medium text-slate-600">Subject</dt>
        <dd className="break-words text-slate-900">{email.subject}</dd>
        {headerNames.map((name) => (
          <div key={name} className="contents">
            <dt className="font-medium text-slate-600">{name}</dt>
            <dd className="min-w-0 wrap-anywhere text-slate-900">{email.headers[name]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-base font-semibold text-slate-900">Text version</h3>
      <pre className="mt-2 max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-900">
        {email.textBody}
      </pre>
      <details className="mt-4">
        <summary className="cursor-pointer rounded font-semibold text-emerald-800">
          Show the HTML version
        </summary>
        <iframe
          title="The e-mail as HTML, links and codes hidden"
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={email.htmlBody}
          className="mt-2 h-96 w-full resize-y rounded-lg border border-slate-300 bg-white"
        />
      </details>
    </section>
  );
}
