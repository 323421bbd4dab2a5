// Tests that provoke an error on purpose (an error boundary, a crashing route) declare it here;
// any other console.error fails the test, as in epic-stack's setup-test-env.
let allowed = false;
const calls: unknown[][] = [];

export function allowConsoleErrors(): void {
  allowed = true;
}

export function recordConsoleError(args: unknown[]): void {
  if (!allowed) calls.push(args);
}

export function takeUnexpectedConsoleErrors(): unknown[][] {
  const taken = calls.splice(0, calls.length);
  allowed = false;
  return taken;
}
