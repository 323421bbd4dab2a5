import { auditEvents } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/domain-errors';
import { latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffAccount } from '../users/staff-accounts.service';
import { callAs } from './testing/admin-user-calls';

let t: TestApp;
let superuser: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  superuser = await signedInStaff(t, 'superuser');
});
afterAll(() => t.close());

const create = (payload: object) => callAs(t, superuser.token, 'POST', '/api/admin/users', payload);
const login = (emailOrUsername: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });

describe('POST /api/admin/users', () => {
  it('creates a verified staff account and e-mails a link with which its owner chooses a password', async () => {
    const res = await create({
      email: ' Bwalya.Tembo@Kwacha.ZM ',
      firstName: 'Bwalya',
      lastName: 'Tembo',
      role: 'admin',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.message).toBe(
      'Staff account created. We have e-mailed bwalya.tembo@kwacha.zm a link to set a password.',
    );
    expect(created.data).toMatchObject({
      email: 'bwalya.tembo@kwacha.zm',
      username: 'bwalya.tembo',
      displayName: 'Bwalya Tembo',
      role: 'admin',
      status: 'active',
      isEmailVerified: true,
    });

    const email = await latestEmail(t, 'bwalya.tembo@kwacha.zm', 'staff-invitation');
    expect(email).toMatchObject({ subject: 'Your Kwacha Loans staff account', priority: 'security' });
    expect(email.textBody).toContain('username bwalya.tembo');
    const match = /reset-password\/([A-Za-z0-9_-]+)/.exec(email.textBody);
    expect(match?.[1]).toBeTruthy();

    // Nobody knows the random password: there is no way in before the link is used.
    expect((await login('bwalya.tembo', 'Staff-Desk-2026!')).statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${match?.[1]}`,
      payload: { password: 'Chosen-By-Bwalya-9', password2: 'Chosen-By-Bwalya-9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await login('bwalya.tembo@kwacha.zm', 'Chosen-By-Bwalya-9');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.role).toBe('admin');

    const [record] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.staff_created'), eq(auditEvents.entityId, created.data.id)));
    expect(record).toMatchObject({
      actorId: superuser.id,
      entityType: 'user',
      before: null,
      after: {
        email: 'bwalya.tembo@kwacha.zm',
        role: 'admin',
        firstName: 'Bwalya',
        lastName: 'Tembo',
        passwordSetBy: 'e-mailed link',
      },
    });
  });

  it('creates superusers too', async () => {
    const res = await create({
      email: 'root2@kwacha.zm',
      firstName: 'Mutinta',
      lastName: 'Hamoonga',
      role: 'superuser',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.role).toBe('superuser');
    expect((await latestEmail(t, 'root2@kwacha.zm', 'staff-invitation')).textBody).toContain(
      'A Kwacha Loans superuser account has been created for you.',
    );
  });

  it('refuses an e-mail address that has an account (409), in any case', async () => {
    const res = await create({
      email: superuser.email.toUpperCase(),
      firstName: 'Second',
      lastName: 'Try',
      role: 'admin',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email address already exists.');
  });

  it('refuses bad fields with the messages createStaffAccount (and the CLI) uses', async () => {
    const res = await create({
      email: 'not-an-email',
      firstName: ' ',
      lastName: 'x'.repeat(101),
      role: 'user',
    });
    expect(res.statusCode).toBe(400);
    const details: { field: string; message: string }[] = res.json().error.details;
    const message = (field: string) => details.find((d) => d.field === field)?.message;
    expect(message('firstName')).toBe('First name is required.');
    expect(message('lastName')).toBe('Last name must be at most 100 characters.');

    const cli = await createStaffAccount(t.ctx.db, {
      email: 'not-an-email',
      role: 'user',
      password: 'Strong-Enough-77x',
      lastName: 'x'.repeat(101),
    }).catch((error: unknown) => error);
    expect(cli).toBeInstanceOf(ValidationError);
    const cliMessage = (field: string) =>
      (cli as ValidationError).details?.find((d) => d.field === field)?.message;
    for (const field of ['email', 'role', 'lastName']) expect(message(field), field).toBe(cliMessage(field));
  });

  it('refuses half a surrogate pair in a name with a 400 on the field (the audit record could not hold it)', async () => {
    const res = await create({
      email: 'odd.name@kwacha.zm',
      firstName: '\ud800',
      lastName: 'Banda',
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(
      expect.objectContaining({
        field: 'firstName',
        message: 'Please remove characters that cannot be read from this text.',
      }),
    );
  });

  it('refuses a password or any other field it does not know (400)', async () => {
    const res = await create({
      email: 'with.password@kwacha.zm',
      firstName: 'With',
      lastName: 'Password',
      role: 'admin',
      password: 'Chosen-By-Me-77x',
    });
    expect(res.statusCode).toBe(400);
  });
});
