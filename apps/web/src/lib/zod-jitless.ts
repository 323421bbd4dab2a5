/**
 * Zod probes once whether it may compile its parsers with `new Function`. Our content security policy
 * forbids eval, so the probe is refused and Chrome reports a policy violation on every page (a console
 * error that Lighthouse counts against best practices). Told to run without compiling (`jitless`), Zod
 * skips the probe. Its configuration is shared through globalThis, so it is set here, before any chunk
 * loads Zod, and the entry bundle stays free of Zod (docs/performance.md). Imported first by main.tsx.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
