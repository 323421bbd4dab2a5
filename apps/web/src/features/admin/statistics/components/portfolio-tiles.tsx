import type { Statistics } from '@kwacha/shared/staff/statistics';
import type { ReactNode } from 'react';
import { arrearsHref, collectedHref, dueHref } from '../drill-down-links';
import { countOf, formatAmount, formatCount, formatPercent } from '../statistics-format';
import { FigureLink } from './figure-link';

export const NOTHING_DUE_NOTE = 'Nothing fell due in this period, so there is no rate to show.';

interface PortfolioTilesProps {
  data: Statistics;
}

/**
 * What is owed now and how well the period's instalments were paid. The active loans split exactly into
 * the ageing buckets, so each part links to the list with its arrears filter: the list has no filter for
 * "owes money" as a whole, and the Active and Overdue tabs would not add up to this figure.
 */
export function PortfolioTiles({ data }: PortfolioTilesProps) {
  const { portfolio, collection, product, period } = data;
  const bucket = (name: string) => data.risk.ageing.find((a) => a.bucket === name);
  const par30 = data.risk.par.find((p) => p.days === 30);

  return (
    <section aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading" className="text-xl font-semibold text-slate-900">
        Portfolio <span className="text-base font-normal text-slate-600">now</span>
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile label="Active loans" value={formatCount(portfolio.activeLoans)}>
          <ul className="space-y-0.5">
            <li>
              <FigureLink to={arrearsHref('current', product)} opens="open the loans that are up to date">
                {countOf(bucket('current')?.count ?? 0, 'loan', 'loans')}
              </FigureLink>{' '}
              up to date
            </li>
            <li>
              <FigureLink to={arrearsHref('1-29', product)} opens="open the loans 1 to 29 days late">
                {countOf(bucket('1-29')?.count ?? 0, 'loan', 'loans')}
              </FigureLink>{' '}
              1–29 days late
            </li>
            <li>
              <FigureLink to={arrearsHref('par30', product)} opens="open the loans 30 or more days late">
                {countOf(par30?.count ?? 0, 'loan', 'loans')}
              </FigureLink>{' '}
              30+ days late
            </li>
          </ul>
        </Tile>
        <Tile label="Principal outstanding" value={formatAmount(portfolio.principalOutstanding)}>
          <FigureLink to={arrearsHref('par30', product)} opens="open the loans 30 or more days late">
            {formatAmount(par30?.balance ?? 0)}
          </FigureLink>{' '}
          ({formatPercent(par30?.balancePercent ?? null)}) at risk, 30+ days late
        </Tile>
        <Tile label="Interest receivable" value={formatAmount(portfolio.interestReceivable)}>
          Interest charged and not yet paid.
        </Tile>
        <Tile
          label="Fees and penalties receivable"
          value={formatAmount(portfolio.feesReceivable + portfolio.penaltiesReceivable)}
        >
          Fees {formatAmount(portfolio.feesReceivable)}, penalties{' '}
          {formatAmount(portfolio.penaltiesReceivable)}.
        </Tile>
        <Tile label="Total outstanding" value={formatAmount(portfolio.totalOutstanding)}>
          Principal, interest, fees and penalties owed.
        </Tile>
        <Tile label="Collection rate" value={formatPercent(collection.ratePercent)}>
          {collection.ratePercent === null ? (
            <p>{NOTHING_DUE_NOTE}</p>
          ) : (
            <p>
              <FigureLink to={collectedHref(period, product)} opens="open the loans that paid in this period">
                {formatAmount(collection.collectedAmount)}
              </FigureLink>{' '}
              collected of{' '}
              <FigureLink
                to={dueHref(period, product)}
                opens="open the loans with instalments due in this period"
              >
                {formatAmount(collection.dueAmount)}
              </FigureLink>{' '}
              due in the period
            </p>
          )}
        </Tile>
      </dl>
    </section>
  );
}

function Tile({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums break-words text-slate-900 sm:text-3xl">{value}</dd>
      <dd className="mt-2 text-sm text-slate-700">{children}</dd>
    </div>
  );
}
