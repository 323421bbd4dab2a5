import type { CampaignProgress as Progress } from '@kwacha/shared/staff/campaigns';
import { useId } from 'react';

const number = (n: number) => n.toLocaleString('en-GB');

/** 'Sent 600 of 2,400' */
export const sentOf = (progress: Progress) =>
  `Sent ${number(progress.sent)} of ${number(progress.recipients)}`;

/**
 * How far the campaign has gone, as the server counts it (a reload shows the same): a bar of what was
 * delivered, and the four counts that add up to the recipients.
 */
export function CampaignProgress({ progress }: { progress: Progress }) {
  const headingId = useId();
  const share = progress.recipients === 0 ? 0 : (progress.sent / progress.recipients) * 100;
  const counts = [
    ['Sent', progress.sent],
    ['Failed', progress.failed],
    ['Remaining', progress.remaining],
    ['Skipped', progress.skipped],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Progress
      </h2>
      <p className="mt-3 text-lg font-semibold text-slate-900">{sentOf(progress)}</p>
      <div
        role="progressbar"
        aria-label="Sending progress"
        aria-valuemin={0}
        aria-valuemax={progress.recipients}
        aria-valuenow={progress.sent}
        aria-valuetext={sentOf(progress)}
        className="mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${share}%` }} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{number(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Skipped: people who withdrew their consent (or whose account closed) before their turn, or who were
        still waiting when the campaign was cancelled. Failed e-mails were tried six times.
      </p>
    </section>
  );
}
