/** One requirement's row of docs/security/asvs.md. */
export interface ChecklistRow {
  id: string;
  status: string;
  /** Each `backticked` reference of the evidence cell: a path, or `path › text the file must contain`. */
  evidence: string[];
  notes: string;
  /** How many cells the row has: 6 unless a `|` inside a cell split it. */
  cells: number;
}

const STATUSES = ['met', 'partly met', 'not applicable', 'not met'];

/** The rows of every table whose first cell is a requirement id (`v5.0.0-x.y.z`). */
export function parseChecklist(markdown: string): ChecklistRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*v5\.0\.0-/.test(line))
    .map((line) => {
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim());
      const [id = '', , , status = '', evidence = '', notes = ''] = cells;
      return {
        id,
        status,
        evidence: [...evidence.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
        notes,
        cells: cells.length,
      };
    });
}

/**
 * What is wrong with the rows, one line each: an unknown status, a "met" without evidence, a reason or
 * plan missing, and any evidence (on any row) naming a file that does not exist or text it lacks.
 * `fileText` answers a path from the repository's root: its text, '' for a folder, undefined when absent.
 */
export function checklistProblems(
  rows: ChecklistRow[],
  fileText: (path: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    if (row.cells !== 6) {
      problems.push(`${row.id} has ${row.cells} cells, not 6: a "|" inside a cell splits it`);
      continue;
    }
    if (!STATUSES.includes(row.status)) {
      problems.push(`${row.id} has status "${row.status}"; use met, partly met, not applicable or not met`);
      continue;
    }
    if (row.status === 'met' && row.evidence.length === 0)
      problems.push(`${row.id} is "met" but names no evidence`);
    if (row.status === 'not met' && !row.notes)
      problems.push(`${row.id} is "not met" but gives no plan in its notes`);
    if (row.status === 'not applicable' && !row.notes) {
      problems.push(`${row.id} is "not applicable" but gives no reason in its notes`);
    }
    if (row.status === 'partly met' && !row.notes) {
      problems.push(`${row.id} is "partly met" but says nothing of what is missing in its notes`);
    }
    for (const reference of row.evidence) {
      const [path = '', needle] = reference.split(' › ');
      const text = fileText(path);
      if (text === undefined) problems.push(`${row.id} names ${path}, which does not exist`);
      else if (needle !== undefined && !text.includes(needle)) {
        problems.push(`${row.id} names "${needle}" in ${path}, which does not contain it`);
      }
    }
  }
  return problems;
}
