import { emailMessages } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../modules/auth/login.service';
import { register, registrationPayload, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { IDENTIFIER_LIMITS } from './identifier-limits';
import { ROUTE_LIMITS } from './route-limits';

// Per-identifier counters live in PostgreSQL by default, in Redis when TEST_REDIS_URL points at one.
const redisUrl = process.env.TEST_REDIS_URL;
const stores: [name: string, url: string | undefined][] = [['postgres', undefined]];
if (redisUrl) stores.push(['redis', redisUrl]);

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe.each(stores)('throttling that fits carrier-grade NAT (%s counters)', (_name, url) => {
  let t: TestApp;
  let redis: Redis | undefined;

  beforeAll(async () => {
    if (url) {
      redis = new Redis(url);
      await redis.flushdb();
    }
    t = await createTestApp({ routeLimits: true, ...(url && { config: { redisUrl: url } }) });
  });
  afterAll(async () => {
    await t.close();
    await redis?.quit();
  });

  const login = (emailOrUsername: string, password: string, remoteAddress = '10.9.9.9') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername, password },
      remoteAddress,
    });

  it('lets a whole town behind one address register and log in on payday', async () => {
    const town = '41.72.100.1';
    const people = [];
    for (let i = 0; i < 30; i++) {
      const payload = registrationPayload();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload,
        remoteAddress: town,
      });
      expect(res.statusCode, res.body).toBe(201);
      people.push(payload);
    }
    for (const person of people)
      expect((await login(person.email, person.password, town)).statusCode).toBe(200);
  });

  it('sends at most three reset e-mails to one inbox an hour, whichever addresses ask', async () => {
    const victim = await register(t);
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: i % 2 ? victim.email.toUpperCase() : victim.email },
          remoteAddress: address(1000 + i),
        }),
      );
    }
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.slice(0, IDENTIFIER_LIMITS.passwordReset.max)).toEqual([200, 200, 200]);
    expect(statuses.slice(IDENTIFIER_LIMITS.passwordReset.max).every((s) => s === 429)).toBe(true);
    const refused = answers.at(-1);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().message).toMatch(
      /^Too many password reset requests for this email address\. Please wait \d+ minutes? before trying again\.$/,
    );
    const sent = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, victim.email), eq(emailMessages.template, 'password-reset')));
    expect(sent).toHaveLength(IDENTIFIER_LIMITS.passwordReset.max);

    // An address nobody registered is limited the same way: the answer reveals nothing.
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody.here@example.zm' },
        remoteAddress: address(2000 + i),
      });
      expect(res.statusCode).toBe(200);
    }
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody.here@example.zm' },
    });
    expect(fourth.statusCode).toBe(429);
  });

  it('sends at most three verification e-mails to one account an hour', async () => {
    const person = await register(t);
    const token = (await login(person.email, person.password)).json().data.token;
    const resend = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification-email',
        headers: { 'x-auth-token': token },
        remoteAddress: address(3000 + i),
      });
    for (let i = 0; i < IDENTIFIER_LIMITS.verificationEmail.max; i++)
      expect((await resend(i)).statusCode).toBe(200);
    const refused = await resend(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many verification emails requested\./);
  });

  it('counts registration attempts per e-mail, phone and NRC across addresses', async () => {
    const { email } = registrationPayload();
    const statuses = [];
    for (let i = 0; i <= IDENTIFIER_LIMITS.registration.max; i++) {
      // The same e-mail with fresh phone numbers and NRCs: only the first can succeed.
      const { phoneNumber, nrcNumber } = registrationPayload();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registrationPayload({ email, phoneNumber, nrcNumber }),
        remoteAddress: address(4000 + i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, -1).every((s) => s === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  const guessingEmailsTo = async (to: string) =>
    t.ctx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, to), eq(emailMessages.template, 'login-guessing')));

  it('evaluates at most five guesses per account from one address however many arrive at once', async () => {
    const victim = await register(t);
    // Nineteen wrong guesses and the right one, all at the same instant, from one address.
    const guesses = Array.from({ length: 20 }, (_, i) =>
      login(
        i === 19 ? victim.email : victim.email.toUpperCase(),
        i === 19 ? victim.password : `Wrong-${i}-Guess!`,
        address(5000),
      ),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode);
    const evaluated = statuses.filter((s) => s === 401 || s === 200);
    expect(evaluated.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - MAX_FAILED_LOGINS);
    // Unless the right guess was among the five evaluated, that address is still shut to this account...
    if (!statuses.includes(200))
      expect((await login(victim.email, victim.password, address(5000))).statusCode).toBe(429);
    // ...and the owner, from an address that was not guessing, is not.
    expect((await login(victim.email, victim.password, address(5001))).statusCode).toBe(200);
  });

  it('lets one retry at a time through once addresses that failed keep guessing, even all at once', async () => {
    const victim = await register(t);
    // Twelve addresses each fail once: more than the ten attempts an account takes freely in the window.
    for (let i = 0; i < 12; i++)
      expect((await login(victim.email, `Wrong-${i}-Guess!`, address(5100 + i))).statusCode).toBe(401);
    const retries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(victim.email, `Again-${i}-Wrong!`, address(5100 + i))),
    );
    const statuses = retries.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
    const refused = retries.find((res) => res.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().message).toMatch(
      /^Too many failed login attempts for this account\. Please wait \d+ (seconds?|minutes?) before trying again\.$/,
    );
    // The owner, from an address with no failure for the account, goes straight through.
    expect((await login(victim.email, victim.password, address(5199))).statusCode).toBe(200);
  });

  it('shuts out the guessing address, not the owner, and e-mails the owner once', async () => {
    const victim = await verifiedBorrower(t);
    const bystander = await register(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-auth-token': victim.token },
    });
    const { username } = me.json().data;
    const guesser = address(6000);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const typed = i % 2 ? username : victim.email;
      expect((await login(typed, `Wrong-Guess-${i}!`, guesser)).statusCode).toBe(401);
    }
    // The guessing address is refused even the right password, by e-mail or username, in any case.
    for (const typed of [victim.email.toUpperCase(), username]) {
      const blocked = await login(typed, victim.password, guesser);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().message).toMatch(
        /^Too many failed login attempts for this account\. Please wait \d+ minutes?/,
      );
    }
    // The owner, on their own phone, signs in; so does anyone else from the guessing address.
    expect((await login(victim.email, victim.password, address(6100))).statusCode).toBe(200);
    expect((await login(bystander.email, bystander.password, guesser)).statusCode).toBe(200);

    // More guesses from elsewhere do not send more e-mails: one warning, in the security lane.
    for (let i = 0; i < 3; i++)
      expect((await login(victim.email, `Other-Guess-${i}!`, address(6200 + i))).statusCode).toBe(401);
    const warnings = await guessingEmailsTo(victim.email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      subject: 'Someone is trying to sign in to your account',
      priority: 'security',
    });
    expect(warnings[0]?.textBody).toContain('/forgot-password');
    expect(await guessingEmailsTo(bystander.email)).toHaveLength(0);
  });

  it('still stops a flood from one address', async () => {
    const flood = '198.51.100.77';
    let res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'flood.0@example.zm' },
      remoteAddress: flood,
    });
    for (let i = 1; i <= ROUTE_LIMITS.forgotPassword.max && res.statusCode !== 429; i++) {
      res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `flood.${i}@example.zm` },
        remoteAddress: flood,
      });
    }
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect(res.json().message).toMatch(
      /^Too many requests\. Please wait \d+ (seconds?|minutes?) before trying again\.$/,
    );
  });
});
