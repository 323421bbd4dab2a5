import { headClass } from '../../../../components/ui/scrolling-table';

/** A table's column heading: its name, and whether it heads figures (right-aligned). */
export type Column = readonly [string, boolean];

/** The column headings of a statement table, in order. */
export function HeaderCells({ columns }: { columns: readonly Column[] }) {
  return columns.map(([name, figure]) => (
    <th key={name} scope="col" className={figure ? `${headClass} text-right` : headClass}>
      {name}
    </th>
  ));
}
