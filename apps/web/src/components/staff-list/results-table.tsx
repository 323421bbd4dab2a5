import type { Key, ReactNode } from 'react';

export interface ResultsColumn<Item> {
  header: string;
  /** The cells' classes besides the padding ('whitespace-nowrap text-slate-700'). */
  className?: string;
  /** A number: header and cells align right. */
  numeric?: boolean;
  cell: (item: Item) => ReactNode;
}

interface ResultsTableProps<Item> {
  /** The table's name for screen readers ("Audit records, newest first"). */
  caption: string;
  items: Item[];
  rowKey: (item: Item) => Key;
  columns: ResultsColumn<Item>[];
  /** A row as a phone's card (result-card.tsx). */
  card: (item: Item) => ReactNode;
  /** Rows of several lines start at the top. */
  alignTop?: boolean;
  /** Rows that open something highlight under the pointer. */
  hoverRows?: boolean;
}

/** A staff list's rows as a table from md up and as stacked cards on phones (CSS shows one of the two). */
export function ResultsTable<Item>({
  caption,
  items,
  rowKey,
  columns,
  card,
  alignTop = false,
  hoverRows = false,
}: ResultsTableProps<Item>) {
  const align = (column: ResultsColumn<Item>) => (column.numeric ? 'text-right ' : '');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`px-4 py-3 ${align(column)}font-semibold`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={`divide-y divide-slate-200 ${alignTop ? 'align-top' : ''}`}>
            {items.map((item) => (
              <tr key={rowKey(item)} className={hoverRows ? 'hover:bg-slate-50' : undefined}>
                {columns.map((column) => (
                  <td key={column.header} className={`px-4 py-3 ${align(column)}${column.className ?? ''}`}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li key={rowKey(item)}>{card(item)}</li>
        ))}
      </ul>
    </>
  );
}
