import { readFileSync } from 'node:fs';
import { RECONCILIATION_PROVIDERS } from '@kwacha/shared/staff/reconciliation';
import { describe, expect, it } from 'vitest';
import { type SampleLine, statementCsv } from '../testing/statement-files';
import { parseStatement } from './statement-file';
import { STATEMENT_FORMATS } from './statement-formats';

const sample = (provider: string) =>
  readFileSync(new URL(`../testing/samples/${provider}.csv`, import.meta.url), 'utf8');

const line = (overrides: Partial<SampleLine> = {}): SampleLine => ({
  transactionId: 'T-0001',
  reference: 'PAY-0001',
  direction: 'in',
  amount: '150.00',
  at: new Date('2026-11-02T12:05:33Z'),
  ...overrides,
});

describe.each(RECONCILIATION_PROVIDERS)('the %s statement parser', (provider) => {
  const format = STATEMENT_FORMATS[provider];
  const parse = (lines: SampleLine[]) => parseStatement(format, statementCsv(provider, lines));

  it('reads the sample statement: ids, references, directions, ngwee, instants and settlement', () => {
    const outcome = parseStatement(format, sample(provider));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(
      outcome.lines.map((l) => [
        l.lineNumber,
        l.reference,
        l.direction,
        l.amount,
        l.occurredAt.toISOString(),
        l.settled,
      ]),
    ).toEqual([
      // 150.00 kwacha = 15,000 ngwee; 1,250.50 = 125,050.
      [2, 'PAY-SAMPLE-0001', 'in', 15_000, '2026-11-02T12:05:33.000Z', true],
      [3, 'PAY-SAMPLE-0002', 'in', 125_050, '2026-11-02T14:22:10.000Z', true],
      [4, 'DSB-SAMPLE-0001', 'out', 95_000, '2026-11-03T07:11:02.000Z', true],
      [5, 'PAY-SAMPLE-0003', 'in', 7_500, expect.any(String), false],
    ]);
    expect(new Set(outcome.lines.map((l) => l.providerTransactionId)).size).toBe(4);
  });

  it('refuses a header without its columns, naming them', () => {
    const text = statementCsv(provider, [line()]).replace(/^[^\n]*/, 'date,amount,ref');
    const outcome = parseStatement(format, text);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        {
          line: 1,
          message: expect.stringContaining(`the header must name the columns ${format.columns.join(', ')}`),
        },
      ],
    });
  });

  it('refuses an amount with three decimals, naming the line', () => {
    const outcome = parse([line(), line({ transactionId: 'T-0002', amount: '150.005' })]);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        {
          line: 3,
          message: expect.stringMatching(/^Line 3: the amount -?150\.005 has more than two decimals\.$/),
        },
      ],
    });
  });

  it.each(['1,500.00', 'K150', '12e3', 'abc', '0.00'])('refuses the amount %s', (amount) => {
    const outcome = parse([line({ amount })]);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems[0]?.line).toBe(2);
  });

  it('refuses another currency, naming the line', () => {
    const outcome = parse([
      line(),
      line({ transactionId: 'T-0002' }),
      line({ transactionId: 'T-0003', currency: 'USD' }),
    ]);
    expect(outcome).toEqual({
      ok: false,
      problems: [{ line: 4, message: 'Line 4: the currency is "USD", not ZMW.' }],
    });
  });

  it('refuses a transaction twice in one file, naming both lines', () => {
    const outcome = parse([line(), line({ transactionId: 'T-0002' }), line()]);
    expect(outcome).toEqual({
      ok: false,
      problems: [{ line: 4, message: 'Line 4: the transaction T-0001 is already on line 2.' }],
    });
  });

  it('refuses a date that does not exist, naming the line', () => {
    const text = statementCsv(provider, [line()]).replace(/2026-11-02/g, '2026-02-30');
    const outcome = parseStatement(format, text);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.problems[0]?.message).toMatch(/^Line 2: the date "2026-02-30.*" is not a date and time/);
  });

  it('refuses a line with a cell missing, and a statement with no lines', () => {
    const text = statementCsv(provider, [line()]);
    const cut = `${text}${text.split('\n')[1]?.split(',').slice(1).join(',')}\n`;
    const outcome = parseStatement(format, cut);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.problems[0]?.message).toMatch(/^Line 3: \d+ cells, but the header has \d+\.$/);
    const headerOnly = parseStatement(format, `${text.split('\n')[0]}\n`);
    expect(headerOnly).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'The statement has no lines.' }],
    });
  });

  it('reports every bad line, not only the first', () => {
    const outcome = parse([line({ amount: '1.001' }), line({ transactionId: 'T-0002', currency: 'EUR' })]);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems.map((p) => p.line)).toEqual([2, 3]);
  });
});

describe('statement files in general', () => {
  const format = STATEMENT_FORMATS.simulator;

  it('reads a byte-order mark, CRLF line ends, quoted cells and columns in another order', () => {
    const text =
      '\uFEFFstatus,amount,transaction_id,currency,direction,reference,completed_at\r\n' +
      'successful,"150.00",SIM-1,ZMW,in,PAY-1,2026-11-02T14:05:33+02:00\r\n';
    const outcome = parseStatement(format, text);
    expect(outcome).toMatchObject({
      ok: true,
      lines: [{ lineNumber: 2, amount: 15_000, reference: 'PAY-1' }],
    });
    if (outcome.ok) expect(outcome.lines[0]?.occurredAt.toISOString()).toBe('2026-11-02T12:05:33.000Z');
  });

  it('says where a broken quote is', () => {
    const outcome = parseStatement(format, 'transaction_id,reference\nSIM-1,"PAY-1\n');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems[0]?.message).toMatch(/^Line 2: the file is not valid CSV/);
  });

  it('refuses an empty file', () => {
    expect(parseStatement(format, '')).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'The statement is empty.' }],
    });
  });

  it('keeps a reference only when it looks like one of ours', () => {
    const text = statementCsv('simulator', [line({ reference: 'Loan repayment for May' })]);
    const outcome = parseStatement(format, text);
    expect(outcome.ok && outcome.lines[0]?.reference).toBeNull();
  });
});
