import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_SRC } from './source-files';

export const REPO_ROOT = join(API_SRC, '..', '..', '..');

/** One `## N.` section of a document in docs/, up to the next `## ` heading. */
export function docSection(document: 'architecture.md' | 'product.md', number: number): string {
  const text = readFileSync(join(REPO_ROOT, 'docs', document), 'utf8');
  const start = text.search(new RegExp(`^## ${number}\\. `, 'm'));
  if (start < 0) throw new Error(`docs/${document} has no section ${number}`);
  const end = text.slice(start + 3).search(/^## /m);
  return end < 0 ? text.slice(start) : text.slice(start, start + 3 + end);
}

/**
 * The body rows of every table in `section` whose first header cell is `firstHeader`, as cells.
 * Cells keep their Markdown (the names in them are `backticked`).
 */
export function tableRows(section: string, firstHeader: string): string[][] {
  const rows: string[][] = [];
  let inTable = false;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split('|')
      .map((cell) => cell.trim());
    if (/^-+$/.test(cells[0] ?? '')) continue;
    if (!inTable) {
      inTable = cells[0] === firstHeader;
      continue;
    }
    rows.push(cells);
  }
  return rows;
}

/** The `backticked` names in a piece of Markdown, outside fenced code blocks. */
export function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

/** Names the code has and the document lacks, and names the document has that the code lacks. */
export function differences(
  what: string,
  where: string,
  inCode: Iterable<string>,
  inDoc: Iterable<string>,
): string[] {
  const code = new Set(inCode);
  const doc = new Set(inDoc);
  return [
    ...[...code].filter((name) => !doc.has(name)).map((name) => `${where} lacks ${what} ${name}`),
    ...[...doc]
      .filter((name) => !code.has(name))
      .map((name) => `${where} names ${what} ${name}, which does not exist`),
  ].sort();
}
