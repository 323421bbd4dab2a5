import { writeFileSync } from 'node:fs';

/** One checked case of a size benchmark: its median at the small and the large size. */
export interface SizeCase {
  name: string;
  smallMs: number;
  largeMs: number;
  ratio: number;
  /** Shown but not held to the rule. */
  checked: boolean;
  pass: boolean;
}

/**
 * `--summary <file>`: the benchmark also writes its cases as JSON there, for `npm run bench`'s one table
 * (scripts/bench/run-all.mjs). Its own report on stdout is unchanged.
 */
export function writeSizeSummary(bench: string, small: number, large: number, cases: SizeCase[]): void {
  const at = process.argv.indexOf('--summary');
  const file = at >= 0 ? process.argv[at + 1] : undefined;
  if (!file) return;
  writeFileSync(file, JSON.stringify({ bench, small, large, cases }));
}

/** One case of a benchmark held to an absolute budget: its median and p95 at one size. */
export interface BudgetCase {
  name: string;
  medianMs: number;
  p95Ms: number;
  pass: boolean;
}

/** As writeSizeSummary, for a benchmark whose cases must each stay under `budgetMs` (p95) at `size`. */
export function writeBudgetSummary(bench: string, size: number, budgetMs: number, cases: BudgetCase[]): void {
  const at = process.argv.indexOf('--summary');
  const file = at >= 0 ? process.argv[at + 1] : undefined;
  if (!file) return;
  writeFileSync(file, JSON.stringify({ bench, size, budgetMs, cases }));
}
