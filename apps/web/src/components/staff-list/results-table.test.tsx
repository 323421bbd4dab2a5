import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardFact, CardFacts, ResultCard } from './result-card';
import { type ResultsColumn, ResultsTable } from './results-table';

interface Fruit {
  id: string;
  name: string;
  kilos: number;
}

const FRUIT: Fruit[] = [
  { id: 'a', name: 'Apple', kilos: 12 },
  { id: 'b', name: 'Banana', kilos: 3 },
];

const COLUMNS: ResultsColumn<Fruit>[] = [
  { header: 'Fruit', cell: (fruit) => fruit.name },
  { header: 'Kilos', numeric: true, cell: (fruit) => fruit.kilos },
];

function renderFruit() {
  render(
    <ResultsTable
      caption="Fruit in stock"
      items={FRUIT}
      rowKey={(fruit) => fruit.id}
      columns={COLUMNS}
      card={(fruit) => (
        <ResultCard heading={fruit.name} aside={<span>In stock</span>}>
          <CardFacts>
            <CardFact term="Kilos">{fruit.kilos}</CardFact>
          </CardFacts>
        </ResultCard>
      )}
    />,
  );
}

describe('ResultsTable and ResultCard', () => {
  it('show each row as a table row under its column headers, named by the caption', () => {
    renderFruit();
    const table = screen.getByRole('table', { name: 'Fruit in stock' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fruit', 'Kilos']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Apple', '12'],
      ['Banana', '3'],
    ]);
    // Numbers line up on the right, header and cells alike.
    expect(within(table).getByRole('columnheader', { name: 'Kilos' }).className).toContain('text-right');
  });

  it("show each row as a phone's card too, named by its heading, its facts term beside value", () => {
    renderFruit();
    const banana = within(screen.getByRole('article', { name: 'Banana' }));
    expect(banana.getByRole('heading', { level: 2, name: 'Banana' })).toBeTruthy();
    expect(banana.getByText('In stock')).toBeTruthy();
    expect(banana.getByText('Kilos').nextElementSibling?.textContent).toBe('3');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
