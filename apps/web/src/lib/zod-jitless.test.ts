import './zod-jitless';
import { describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';

describe('Zod in the browser', () => {
  it('runs without compiling parsers, so it never tries eval under the content security policy', () => {
    expect(config().jitless).toBe(true);
    const tried = vi.spyOn(globalThis, 'Function');
    expect(z.object({ amount: z.number() }).parse({ amount: 5 })).toEqual({ amount: 5 });
    expect(tried).not.toHaveBeenCalled();
  });
});
