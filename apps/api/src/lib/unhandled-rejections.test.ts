import { describe, expect, it } from 'vitest';
import { handleUnhandledRejection } from './unhandled-rejections';

function recorder() {
  const lines: { level: string; message: string }[] = [];
  const exits: number[] = [];
  const logger = {
    error: (_fields: object, message: string) => void lines.push({ level: 'error', message }),
    fatal: (_fields: object, message: string) => void lines.push({ level: 'fatal', message }),
  };
  return { lines, exits, handle: handleUnhandledRejection(logger, (code) => void exits.push(code)) };
}

describe('a rejection nobody awaited', () => {
  it('is logged and survived when the database connection dropped (the job runs again)', () => {
    const { lines, exits, handle } = recorder();
    handle(new Error('Connection terminated unexpectedly'));
    handle(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    expect(exits).toEqual([]);
    expect(lines.map((l) => l.level)).toEqual(['error', 'error']);
  });

  it('ends the process for anything else, as Node would', () => {
    const { lines, exits, handle } = recorder();
    handle(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(exits).toEqual([1]);
    expect(lines).toEqual([{ level: 'fatal', message: 'unhandled promise rejection; exiting' }]);
  });
});
