import { kwachaToNgwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import type { TrialBalance } from '@kwacha/shared/staff/accounting';
import { ACCOUNT_TYPE_LABELS } from '@kwacha/shared/staff/accounting';
import {
  captionClass,
  cellClass,
  headClass,
  rowHeadClass,
  ScrollingTable,
  stickyRowHeadClass,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatDisplayDate } from '../../../../lib/format-date';
import { formatAmount } from '../../../../lib/loans/loan-format';

export const NO_GL_CODE = '—';

/** A balance (debit − credit) in its column: a debit balance under Dr, a credit balance under Cr. */
function BalanceCells({ balance }: { balance: number }) {
  return (
    <>
      <td className={cellClass}>{balance > 0 ? formatAmount(balance) : ''}</td>
      <td className={cellClass}>{balance < 0 ? formatAmount(-balance) : ''}</td>
    </>
  );
}

/** Σ of the debit balances and Σ of the credit balances, in ngwee so no float creeps in. */
function sides(balances: number[]) {
  let dr = 0;
  let cr = 0;
  for (const balance of balances) {
    const ngwee = kwachaToNgwee(balance);
    if (ngwee > 0) dr += ngwee;
    else cr -= ngwee;
  }
  return { dr: ngweeToKwacha(dr), cr: ngweeToKwacha(cr) };
}

const HEADERS = ['Opening Dr', 'Opening Cr', 'Debits', 'Credits', 'Closing Dr', 'Closing Cr'];

/** Every account's opening, the period's debits and credits, and its closing, with the totals. */
export function TrialBalanceTable({ data }: { data: TrialBalance }) {
  const opening = sides(data.lines.map((line) => line.opening));
  const closing = sides(data.lines.map((line) => line.closing));
  const footClass = `${cellClass} border-t-2 border-slate-300 font-semibold text-slate-900`;
  return (
    <ScrollingTable label="Trial balance table">
      <table className={tableClass}>
        <caption className={captionClass}>
          Trial balance, {formatDisplayDate(data.from)} to {formatDisplayDate(data.to)}
          <span className="block text-sm font-normal text-slate-600">
            In kwacha. Dr is a debit balance, Cr a credit balance.
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${headClass} sticky left-0`}>
              Code
            </th>
            <th scope="col" className={headClass}>
              Account
            </th>
            <th scope="col" className={headClass}>
              Type
            </th>
            <th scope="col" className={headClass}>
              GL code
            </th>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className={`${headClass} text-right`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.account}>
              <th scope="row" className={stickyRowHeadClass}>
                {line.code}
              </th>
              <td className={`${rowHeadClass} font-normal`}>{line.name}</td>
              <td className={`${rowHeadClass} font-normal`}>{ACCOUNT_TYPE_LABELS[line.type]}</td>
              <td className={`${rowHeadClass} font-normal`}>{line.glCode ?? NO_GL_CODE}</td>
              <BalanceCells balance={line.opening} />
              <td className={cellClass}>{formatAmount(line.debits)}</td>
              <td className={cellClass}>{formatAmount(line.credits)}</td>
              <BalanceCells balance={line.closing} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className={`${footClass} sticky left-0 bg-white text-left`}>
              Totals
            </th>
            <td className={footClass}>{formatAmount(opening.dr)}</td>
            <td className={footClass}>{formatAmount(opening.cr)}</td>
            <td className={footClass}>{formatAmount(data.totals.debits)}</td>
            <td className={footClass}>{formatAmount(data.totals.credits)}</td>
            <td className={footClass}>{formatAmount(closing.dr)}</td>
            <td className={footClass}>{formatAmount(closing.cr)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollingTable>
  );
}
