import { within } from '@testing-library/react';

/** The texts of a table's body cells, row by row (the header row left out). */
export const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
