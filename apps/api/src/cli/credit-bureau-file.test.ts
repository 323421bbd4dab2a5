import { describe, expect, it, vi } from 'vitest';
import { creditBureauFileMain } from './credit-bureau-file';

describe('npm run credit-bureau:file (docs/product.md §25.3)', () => {
  it('explains its usage, and refuses a bad month or an unknown flag with exit 2', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await creditBureauFileMain(['--help'])).toBe(0);
    expect(info.mock.calls[0]?.[0]).toMatch(/^Usage: npm run credit-bureau:file -- --month YYYY-MM/);
    for (const argv of [['--month', '2026-13'], ['--month'], [], ['--months', '2026-11']]) {
      expect(await creditBureauFileMain(argv), argv.join(' ')).toBe(2);
    }
    expect(error.mock.calls.map((c) => c[0])).toContain('Give --month as YYYY-MM.');
    // Expected here: the setup fails any test that leaves a console.error behind.
    error.mockClear();
    info.mockRestore();
  });
});
