import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTION_LABELS } from '@kwacha/shared/staff/audit-log';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every 'module.verb' code written as an audit record's action (it may wrap onto the next line). */
function recordedActions(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!/\baction:/.test(line)) return;
      const window = `${line}\n${lines[i + 1] ?? ''}`;
      for (const [, code] of window.matchAll(/'([a-z_]+\.[a-z_.]+)'/g)) if (code) codes.add(code);
    });
  }
  return codes;
}

describe('audit log labels (docs/product.md §14.9)', () => {
  it('gives every action the code records words of its own', () => {
    const actions = recordedActions();
    // The scan finds the actions: a broken pattern would pass with nothing to check.
    expect(actions).toContain('loan.status_changed');
    expect(actions).toContain('collections.assigned');
    const unlabelled = [...actions].filter((code) => !(code in AUDIT_ACTION_LABELS));
    expect(unlabelled).toEqual([]);
  });
});
