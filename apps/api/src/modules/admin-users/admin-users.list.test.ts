import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callAs, insertAccount, listPage } from './testing/admin-user-calls';

let t: TestApp;
let superuser: string;

beforeAll(async () => {
  t = await createTestApp();
  superuser = (await signedInStaff(t, 'superuser')).token;
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe('GET /api/admin/users', () => {
  it('answers rows newest registration first with every column, never a password hash', async () => {
    const older = await insertAccount(t, {
      firstName: 'Listing',
      lastName: 'Older',
      phoneNumber: '+260971000001',
      registrationDate: at('2026-03-01T08:00:00Z'),
    });
    const newer = await insertAccount(t, {
      firstName: 'Listing',
      lastName: 'Newer',
      isEmailVerified: true,
      isActive: false,
      role: 'admin',
      registrationDate: at('2026-03-02T08:00:00Z'),
    });
    const page = await listPage(t, superuser, 'q=listing');
    expect(page.ids).toEqual([newer.id, older.id]);
    expect(page.items[0]).toEqual({
      id: newer.id,
      displayName: 'Listing Newer',
      username: newer.username,
      email: newer.email,
      phoneNumber: null,
      role: 'admin',
      status: 'deactivated',
      isEmailVerified: true,
      registrationDate: '2026-03-02T08:00:00.000Z',
      loanCount: 0,
    });
    expect(page.items[1]).toMatchObject({ phoneNumber: '+260971000001', status: 'active', role: 'user' });
    expect(JSON.stringify(page.items)).not.toContain('not-a-password-hash');
    expect(page.nextCursor).toBeNull();
  });

  it('counts the loans of each account', async () => {
    const { borrower } = await borrowerWithApplication(t, { firstName: 'Loancount', lastName: 'Borrower' });
    const page = await listPage(t, superuser, 'q=loancount');
    expect(page.items).toEqual([expect.objectContaining({ id: borrower.userId, loanCount: 1 })]);
  });

  it('searches by name, full name, e-mail, phone in either form, NRC and username prefix', async () => {
    const person = await insertAccount(t, {
      firstName: 'Chipo',
      lastName: 'Searchable',
      username: 'chipo.s77',
      email: 'chipo.inbox@finder.zm',
      phoneNumber: '+260966554433',
      nrcNumber: '778899/11/1',
    });
    await insertAccount(t, { firstName: 'Chipata', lastName: 'Other', phoneNumber: '+260955000000' });
    for (const q of [
      'Searchable',
      'chipo sea',
      'CHIPO.INBOX@',
      'chipo.inbox',
      '0966554',
      '+260966554433',
      '260 96655',
      '778899/11',
      '778899',
      'chipo.s7',
    ]) {
      const page = await listPage(t, superuser, `q=${encodeURIComponent(q)}`);
      expect(page.ids, q).toEqual([person.id]);
    }
    // "chip" is the start of both first names.
    expect((await listPage(t, superuser, 'q=chip')).ids).toHaveLength(2);
    // LIKE wildcards typed by staff match themselves, not everything.
    expect((await listPage(t, superuser, 'q=%25')).ids).toEqual([]);
    expect((await listPage(t, superuser, 'q=_hipo')).ids).toEqual([]);
  });

  it('filters by role and by status (active, deactivated, unverified)', async () => {
    const base = { lastName: 'Filterable' };
    const admin = await insertAccount(t, { ...base, role: 'admin', isEmailVerified: true });
    const gone = await insertAccount(t, { ...base, isActive: false, isEmailVerified: true });
    const unverified = await insertAccount(t, { ...base, isEmailVerified: false });
    const ids = async (query: string) => new Set((await listPage(t, superuser, `q=filterable&${query}`)).ids);
    expect(await ids('role=admin')).toEqual(new Set([admin.id]));
    expect(await ids('role=user')).toEqual(new Set([gone.id, unverified.id]));
    expect(await ids('status=deactivated')).toEqual(new Set([gone.id]));
    expect(await ids('status=active')).toEqual(new Set([admin.id, unverified.id]));
    expect(await ids('status=unverified')).toEqual(new Set([unverified.id]));
    expect(await ids('role=admin&status=deactivated')).toEqual(new Set());
  });

  it('walks every page exactly once, also across rows registered in the same microsecond', async () => {
    const same = at('2026-05-05T05:05:05.123Z');
    const created = [];
    for (let i = 0; i < 7; i++) {
      created.push(
        await insertAccount(t, {
          lastName: 'Pageable',
          registrationDate: i < 3 ? same : at(`2026-05-0${i}T10:00:00Z`),
        }),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `q=pageable&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await listPage(t, superuser, query);
      expect(page.ids.length).toBeLessThanOrEqual(2);
      seen.push(...page.ids);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(7);
    expect(new Set(seen)).toEqual(new Set(created.map((user) => user.id)));
    // Newest first; ties broken by id, descending.
    const expected = [...created].sort(
      (a, b) =>
        b.registrationDate.getTime() - a.registrationDate.getTime() ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
    expect(seen).toEqual(expected.map((user) => user.id));
  });

  it('pages with 20 rows by default and refuses a limit above 100', async () => {
    for (let i = 0; i < 21; i++) await insertAccount(t, { lastName: 'Defaultpage' });
    const first = await listPage(t, superuser, 'q=defaultpage');
    expect(first.ids).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const res = await callAs(t, superuser, 'GET', '/api/admin/users?limit=101');
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    [
      'a loan-list cursor',
      Buffer.from(
        JSON.stringify(['newest', '2026-01-01T00:00:00.000000Z', '3f2a9c1e-41aa-4c55-9e0b-1234567890ab']),
      ).toString('base64url'),
    ],
    [
      'year 0000',
      Buffer.from(
        JSON.stringify([
          'users:registered',
          '0000-01-01T00:00:00.000000Z',
          '3f2a9c1e-41aa-4c55-9e0b-1234567890ab',
        ]),
      ).toString('base64url'),
    ],
    [
      '30 February',
      Buffer.from(
        JSON.stringify([
          'users:registered',
          '2026-02-30T00:00:00.000000Z',
          '3f2a9c1e-41aa-4c55-9e0b-1234567890ab',
        ]),
      ).toString('base64url'),
    ],
  ])('refuses a tampered cursor (%s) with a 400', async (_name, cursor) => {
    const res = await callAs(t, superuser, 'GET', `/api/admin/users?cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid cursor. Start again from the first page.');
  });

  it('refuses unknown filters and control characters with a 400 on the field', async () => {
    for (const [query, field] of [
      ['role=owner', 'role'],
      ['status=banned', 'status'],
      ['q=%00mwila', 'q'],
      ['sort=oldest', ''],
    ] as const) {
      const res = await callAs(t, superuser, 'GET', `/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      if (field) expect(res.json().error.details).toContainEqual(expect.objectContaining({ field }));
    }
  });
});
