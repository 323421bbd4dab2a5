import type { ArrearsBucket, ParThreshold, Statistics } from '@kwacha/shared/staff/statistics';
import {
  captionClass,
  cellClass,
  headClass,
  rowHeadClass,
  ScrollingTable,
  subClass,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { arrearsHref } from '../drill-down-links';
import { countOf, formatAmount, formatPercent } from '../statistics-format';
import { CsvDownloadButton } from './csv-download-button';
import { FigureLink } from './figure-link';

/** The ageing buckets as people say them; each row's loans open the list with that arrears filter. */
export const BUCKET_LABELS: Record<ArrearsBucket, string> = {
  current: 'Current',
  '1-29': '1–29 days',
  '30-59': '30–59 days',
  '60-89': '60–89 days',
  '90+': '90+ days',
};

const bucketOpens = (bucket: ArrearsBucket, loans: string) =>
  bucket === 'current'
    ? `open the ${loans} that are up to date`
    : `open the ${loans} ${BUCKET_LABELS[bucket].replace(' days', '')} days late`;

/** Portfolio at risk and the arrears ageing, as of the last refresh, each with its CSV. */
export function RiskSection({ data, query }: { data: Statistics; query: string | null }) {
  const { par, ageing } = data.risk;
  const product = data.product;
  return (
    <section aria-labelledby="risk-heading" className="space-y-4">
      <h2 id="risk-heading" className="text-xl font-semibold text-slate-900">
        Risk <span className="text-base font-normal text-slate-600">now</span>
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-3">
          <ScrollingTable label="Portfolio at risk">
            <table className={tableClass}>
              <caption className={captionClass}>Portfolio at risk</caption>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    Days late
                  </th>
                  <th scope="col" className={`${headClass} text-right`}>
                    Principal
                  </th>
                  <th scope="col" className={`${headClass} text-right`}>
                    Loans
                  </th>
                </tr>
              </thead>
              <tbody>
                {par.map((row) => {
                  const loans = countOf(row.count, 'loan', 'loans');
                  return (
                    <tr key={row.days}>
                      <th scope="row" className={rowHeadClass}>
                        PAR{row.days}
                      </th>
                      <td className={cellClass}>
                        {formatAmount(row.balance)}
                        <span className={subClass}>{formatPercent(row.balancePercent)} of principal</span>
                      </td>
                      <td className={cellClass}>
                        <FigureLink
                          to={arrearsHref(`par${row.days as ParThreshold}`, product)}
                          opens={`open the ${loans} ${row.days} or more days late`}
                        >
                          {loans}
                        </FigureLink>
                        <span className={subClass}>{formatPercent(row.countPercent)} of loans</span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollingTable>
          <p className="text-sm text-slate-600">
            PAR shows the principal of loans with an instalment at least 30, 60 or 90 days late.
          </p>
          <CsvDownloadButton table="par" query={query} tableName="Portfolio at risk" />
        </div>
        <div className="min-w-0 space-y-3">
          <ScrollingTable label="Arrears ageing">
            <table className={tableClass}>
              <caption className={captionClass}>Arrears ageing</caption>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    Days late
                  </th>
                  <th scope="col" className={`${headClass} text-right`}>
                    Loans
                  </th>
                  <th scope="col" className={`${headClass} text-right`}>
                    Principal
                  </th>
                </tr>
              </thead>
              <tbody>
                {ageing.map((row) => {
                  const loans = countOf(row.count, 'loan', 'loans');
                  return (
                    <tr key={row.bucket}>
                      <th scope="row" className={rowHeadClass}>
                        {BUCKET_LABELS[row.bucket]}
                      </th>
                      <td className={cellClass}>
                        <FigureLink
                          to={arrearsHref(row.bucket, product)}
                          opens={bucketOpens(row.bucket, loans)}
                        >
                          {loans}
                        </FigureLink>
                      </td>
                      <td className={cellClass}>
                        {formatAmount(row.principal)}
                        <span className={subClass}>{formatPercent(row.principalPercent)} of principal</span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollingTable>
          <CsvDownloadButton table="ageing" query={query} tableName="Arrears ageing" />
        </div>
      </div>
    </section>
  );
}
