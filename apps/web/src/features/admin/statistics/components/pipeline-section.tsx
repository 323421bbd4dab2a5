import type { DurationSummary, Statistics } from '@kwacha/shared/staff/statistics';
import type { ReactNode } from 'react';
import { appliedHref, decidedHref, disbursedHref } from '../drill-down-links';
import { countOf, formatCount, formatDuration, formatPercent } from '../statistics-format';
import { CsvDownloadButton } from './csv-download-button';
import { FigureLink } from './figure-link';
import { StatusMix } from './status-mix';

export const DURATIONS_NOTE = 'Times are approximate (to within about a third).';
export const NOTHING_DECIDED_NOTE = 'Nothing was decided in this period.';

/** Applications, decisions and how long they took in the period; every application's status now. */
export function PipelineSection({ data, query }: { data: Statistics; query: string | null }) {
  const { pipeline: p, period, product } = data;
  return (
    <section aria-labelledby="pipeline-heading" className="space-y-4">
      <h2 id="pipeline-heading" className="text-xl font-semibold text-slate-900">
        Applications and decisions
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Applications received">
          <FigureLink to={appliedHref(period, product)} opens="open the applications received in this period">
            {formatCount(p.applications)}
          </FigureLink>
        </Figure>
        <Figure
          label="Approved"
          detail={
            <>
              <FigureLink
                to={decidedHref(period, product, { decision: 'approved', decidedBy: 'rules' })}
                opens="open the loans approved instantly by the rules in this period"
              >
                {formatCount(p.instantApprovals)}
              </FigureLink>{' '}
              instantly by the rules,{' '}
              <FigureLink
                to={decidedHref(period, product, { decision: 'approved', decidedBy: 'staff' })}
                opens="open the loans approved by staff in this period"
              >
                {formatCount(p.manualApprovals)}
              </FigureLink>{' '}
              by staff
            </>
          }
        >
          <FigureLink
            to={decidedHref(period, product, { decision: 'approved' })}
            opens="open the loans approved in this period"
          >
            {formatCount(p.approved)}
          </FigureLink>
        </Figure>
        <Figure label="Rejected">
          <FigureLink
            to={decidedHref(period, product, { decision: 'rejected' })}
            opens="open the loans rejected in this period"
          >
            {formatCount(p.rejected)}
          </FigureLink>
        </Figure>
        <Figure
          label="Approval rate"
          detail={p.approvalRatePercent === null ? NOTHING_DECIDED_NOTE : 'Approved ÷ decided in the period.'}
        >
          {p.approvalRatePercent === null ? (
            formatPercent(null)
          ) : (
            <FigureLink to={decidedHref(period, product)} opens="open the loans decided in this period">
              {formatPercent(p.approvalRatePercent)}
            </FigureLink>
          )}
        </Figure>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <Durations
          title="Time to decision"
          summary={p.timeToDecision}
          counted={(n) => countOf(n, 'decision', 'decisions')}
          href={decidedHref(period, product)}
          opens="open the loans decided in this period"
        />
        <Durations
          title="Approval to disbursement"
          summary={p.approvalToDisbursement}
          counted={(n) => countOf(n, 'disbursement', 'disbursements')}
          href={disbursedHref(period, product)}
          opens="open the loans disbursed in this period"
        />
      </div>
      <p className="text-sm text-slate-600">{DURATIONS_NOTE}</p>
      <StatusMix byStatus={p.byStatus} product={product} />
      <CsvDownloadButton table="pipeline" query={query} tableName="Applications and decisions" />
    </section>
  );
}

function Figure({ label, detail, children }: { label: string; detail?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{children}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-700">{detail}</dd> : null}
    </div>
  );
}

interface DurationsProps {
  title: string;
  summary: DurationSummary;
  counted: (count: number) => string;
  href: string;
  opens: string;
}

/** Median and 90th percentile of a wait, over how many it counted. */
function Durations({ title, summary, counted, href, opens }: DurationsProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-slate-600">Median</dt>
          <dd className="text-xl font-bold text-slate-900">{formatDuration(summary.medianMinutes)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">9 in 10 within</dt>
          <dd className="text-xl font-bold text-slate-900">{formatDuration(summary.p90Minutes)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Over{' '}
        <FigureLink to={href} opens={opens}>
          {counted(summary.count)}
        </FigureLink>
      </p>
    </div>
  );
}
