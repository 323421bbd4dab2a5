import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, registrationPayload, signedInStaff } from './testing/factories';
import { hostileString, hostileValue } from './testing/fuzz/hostile-values';
import { type Operation, operationsOf } from './testing/fuzz/openapi-operations';
import { type Example, type Role, validExamples } from './testing/fuzz/valid-examples';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Bad input is a 400, never a 500 (the security review sent NUL bytes, amounts past 2^53 ngwee and a
 * cursor dated year 0000). Every operation in the API's own OpenAPI document gets arbitrary strings and
 * numbers in every parameter and body field, as a guest, a borrower, an admin and a superuser.
 */
const RUNS_PER_OPERATION = 40;
// Ends the session the other requests use; it takes no input anyway.
const SKIPPED = new Set(['POST /api/auth/logout']);
const ROLES: Role[] = ['guest', 'user', 'admin', 'superuser'];

let t: TestApp;
let tokens: Record<Role, string | undefined>;
let operations: Operation[];
let examples: Record<string, () => Example>;

beforeAll(async () => {
  t = await createTestApp();
  const { borrower, loanId } = await borrowerWithApplication(t);
  tokens = {
    guest: undefined,
    user: borrower.token,
    admin: (await signedInStaff(t, 'admin')).token,
    superuser: (await signedInStaff(t, 'superuser')).token,
  };
  examples = validExamples({ loanId, borrower });
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
  operations = operationsOf(docs.json()).filter((op) => !SKIPPED.has(nameOf(op)));
});
afterAll(() => t.close());

const nameOf = (op: Operation) => `${op.method} ${op.path}`;

// encodeURIComponent throws on a lone surrogate, which no URL can carry anyway.
const encodePart = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

/** Every place a value goes: `path:id`, `query:q`, `body:amount`. */
function slotsOf(op: Operation, example: Example): string[] {
  const names = (kind: string, declared: string[], given: object | undefined) =>
    [...new Set([...declared, ...Object.keys(given ?? {})])].map((n) => `${kind}:${n}`);
  return [
    ...names('path', op.pathParams, example.path),
    ...names('query', op.queryParams, example.query),
    ...names('body', op.bodyProperties, example.body),
  ];
}

/** The example with the chosen slots replaced by hostile values. */
function requestFor(op: Operation, example: Example, replaced: Record<string, unknown>) {
  const path: Record<string, unknown> = { ...example.path };
  const query: Record<string, unknown> = { ...example.query };
  const body: Record<string, unknown> = { ...example.body };
  for (const [slot, value] of Object.entries(replaced)) {
    const [kind, name = ''] = slot.split(/:(.*)/s);
    (kind === 'path' ? path : kind === 'query' ? query : body)[name] = value;
  }
  let url = op.path;
  for (const name of op.pathParams) url = url.replace(`{${name}}`, encodePart(String(path[name] ?? 'x')));
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(String(value))}`)
    .join('&');
  return { url: search ? `${url}?${search}` : url, body };
}

describe('no input makes the API answer 5xx', () => {
  it('publishes its operations (the list the fuzzing walks)', () => {
    const names = operations.map(nameOf);
    for (const expected of [
      'POST /api/auth/register',
      'POST /api/auth/login',
      'POST /api/contact',
      'POST /api/loan-applications/quote',
      'POST /api/loan-applications/apply',
      'GET /api/loan-applications/admin',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers every operation, one valid request spoiled in some fields, without a server error', async () => {
    for (const op of operations) {
      const example = examples[nameOf(op)] ?? (() => ({ role: 'user' as const }));
      const slots = slotsOf(op, example());
      const replacements =
        slots.length === 0
          ? fc.constant({})
          : fc
              .subarray(slots, { minLength: 1, maxLength: Math.min(3, slots.length) })
              .chain((chosen) =>
                fc
                  .tuple(...chosen.map((slot) => (slot.startsWith('body:') ? hostileValue : hostileString)))
                  .map((values) => Object.fromEntries(chosen.map((slot, i) => [slot, values[i]]))),
              );
      await fc.assert(
        fc.asyncProperty(
          // Mostly as the operation's own caller, so that the request gets past authorisation.
          fc.oneof({ weight: 3, arbitrary: fc.constant(example().role) }, fc.constantFrom(...ROLES)),
          replacements,
          async (role, replaced) => {
            const { url, body } = requestFor(op, example(), replaced);
            const token = tokens[role];
            const res = await t.app.inject({
              method: op.method as 'GET',
              url,
              headers: token ? { 'x-auth-token': token } : {},
              ...(op.method !== 'GET' && { payload: body }),
            });
            expect(
              res.statusCode,
              `${role} ${op.method} ${url} ${JSON.stringify(body)} → ${res.body}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  }, 300_000);
});

describe("the security review's inputs", () => {
  const NUL = 'Mwila\u0000';

  it.each([
    ['register', '/api/auth/register', () => registrationPayload({ firstName: NUL }), 'firstName'],
    [
      'login',
      '/api/auth/login',
      () => ({ emailOrUsername: `x${NUL}@example.zm`, password: 'x' }),
      'emailOrUsername',
    ],
    [
      'contact',
      '/api/contact',
      () => ({ name: NUL, email: 'a@example.zm', subject: 'feedback', message: 'hello' }),
      'name',
    ],
  ])('refuses a NUL byte in %s with a 400 naming the field', async (_name, url, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url, payload: payload() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ field }));
  });

  it('refuses a NUL byte in the loan purpose and in the staff search', async () => {
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': tokens.user },
      payload: {
        productId: 'personal',
        amount: 1000,
        duration: 6,
        purpose: `Stock ${NUL}`,
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'mtn',
        mobileMoneyNumber: '0961234567',
        acceptKeyFacts: true,
      },
    });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().error.details).toContainEqual(expect.objectContaining({ field: 'purpose' }));
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin?q=${encodeURIComponent(NUL)}`,
      headers: { 'x-auth-token': tokens.admin },
    });
    expect(search.statusCode).toBe(400);
  });

  it.each([90_071_992_547_409.92, 1e15, 10_000_000.01])(
    'refuses the amount %d on quote and apply with a 400',
    async (amount) => {
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/loan-applications/quote',
        payload: { productId: 'personal', amount, duration: 3 },
      });
      expect(quote.statusCode).toBe(400);
      expect(quote.json().error.details).toContainEqual(
        expect.objectContaining({ field: 'amount', message: 'Please enter a valid loan amount' }),
      );
      const apply = await t.app.inject({
        method: 'POST',
        url: '/api/loan-applications/apply',
        headers: { 'x-auth-token': tokens.user },
        payload: { productId: 'personal', amount, duration: 3, purpose: 'Shop stock', acceptKeyFacts: true },
      });
      expect(apply.statusCode).toBe(400);
    },
  );

  it('refuses a hand-made admin-list cursor dated year 0000 with a 400', async () => {
    const cursor = Buffer.from(
      JSON.stringify(['newest', '0000-01-01T00:00:00.000000Z', '3f2a9c1e-41aa-4c55-9e0b-1234567890ab']),
    ).toString('base64url');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin?cursor=${cursor}`,
      headers: { 'x-auth-token': tokens.admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
