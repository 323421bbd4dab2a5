import { text } from 'node:stream/consumers';
import { auditEvents, type NewAuditEvent } from '@kwacha/db';
import { AUDIT_EXPORT_TRUNCATED_NOTE, type AuditLogPage } from '@kwacha/shared/staff/audit-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditLogCsv, safeCell } from './audit-log-csv';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let otherAdmin: Awaited<ReturnType<typeof signedInStaff>>;
let borrowerId: string;
let loanId: string;
let otherLoanId: string;

const get = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const page = async (query: string) => {
  const res = await get(`/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditLogPage;
};
const insert = (rows: NewAuditEvent[]) => t.ctx.db.insert(auditEvents).values(rows);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'admin');
  otherAdmin = await signedInStaff(t, 'superuser');
  const application = await borrowerWithApplication(t, { firstName: 'Chanda', lastName: 'Phiri' });
  borrowerId = application.borrower.userId;
  loanId = application.loanId;
  otherLoanId = (await borrowerWithApplication(t)).loanId;
  // A staff decision made the real way: its record names the admin.
  const decided = await t.app.inject({
    method: 'PUT',
    url: `/api/loan-applications/admin/loan/${loanId}/status`,
    headers: { 'x-auth-token': admin.token },
    payload: { status: 'in_review', remarks: 'Checking the payslip' },
  });
  expect(decided.statusCode).toBe(200);
  // Records the system and others wrote, at known instants around the Lusaka midnight of 21 November
  // 2026 (22:00 UTC on the 20th).
  await insert([
    {
      actorId: null,
      action: 'loan.overdue',
      loanId,
      entityType: 'loan',
      entityId: loanId,
      before: { status: 'active' },
      after: { status: 'overdue' },
      createdAt: new Date('2026-11-20T21:59:59Z'),
    },
    {
      actorId: otherAdmin.id,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: borrowerId,
      before: { role: 'user' },
      after: { role: 'user', otpHash: 'must-never-show' },
      createdAt: new Date('2026-11-20T22:00:00Z'),
    },
    {
      actorId: otherAdmin.id,
      action: 'loan.status_changed',
      loanId: otherLoanId,
      entityType: 'loan',
      entityId: otherLoanId,
      before: { status: 'pending' },
      after: { status: 'rejected' },
      createdAt: new Date('2026-11-22T10:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('lists records newest first with who, the action in words, what it concerns and the change', async () => {
    const { items } = await page('limit=100');
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
    const decision = items.find((i) => i.action === 'loan.status_changed' && i.subject.id === loanId);
    expect(decision).toMatchObject({
      actor: { id: admin.id, name: 'Ada Mulenga' },
      actionLabel: 'Loan decision by staff',
      subject: { kind: 'loan', id: loanId, borrowerName: 'Chanda Phiri' },
      summary: 'status pending → in review, remarks none → Checking the payslip',
    });
    expect(items.find((i) => i.action === 'loan.overdue')).toMatchObject({
      actor: null,
      actionLabel: 'Loan became overdue',
      summary: 'status active → overdue',
    });
    const role = items.find((i) => i.action === 'user.role_changed');
    expect(role).toMatchObject({
      actor: { name: 'Sam Mulenga' },
      actionLabel: 'User role changed',
      subject: { kind: 'user', id: borrowerId, name: 'Chanda Phiri' },
    });
    expect(JSON.stringify(items)).not.toContain('must-never-show');
  });

  it('filters by actor (or the system), action, loan and user', async () => {
    const mine = await page(`actor=${admin.id}`);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.actor?.id === admin.id)).toBe(true);
    expect((await page('actor=system')).items.every((i) => i.actor === null)).toBe(true);
    const rejected = await page('action=loan.status_changed');
    expect(rejected.items.map((i) => i.subject.id).sort()).toEqual([loanId, otherLoanId].sort());
    expect((await page(`loanId=${otherLoanId}`)).items.map((i) => i.action)).toEqual(['loan.status_changed']);
    // The borrower's account and their loan, never another borrower's.
    const person = await page(`userId=${borrowerId.toUpperCase()}`);
    expect(person.items.map((i) => i.action).sort()).toEqual(
      ['loan.overdue', 'loan.status_changed', 'user.role_changed'].sort(),
    );
  });

  it('takes dates as whole Lusaka days, both ends included', async () => {
    const on20th = await page('from=2026-11-20&to=2026-11-20');
    expect(on20th.items.map((i) => i.action)).toEqual(['loan.overdue']);
    const from21st = await page('from=2026-11-21&to=2026-11-22');
    expect(from21st.items.map((i) => i.action)).toEqual(['loan.status_changed', 'user.role_changed']);
  });

  it('pages with an opaque cursor, without repeats or gaps', async () => {
    const all = (await page('limit=100')).items.map((i) => i.id);
    const first = await page('limit=2');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.slice(0, 4));
  });

  it.each([
    ['cursor=YTow', 'cursor'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['loanId=3f2c', 'loanId'],
    ['userId=x', 'userId'],
    ['actor=everyone', 'actor'],
    ['action=DROP%20TABLE', 'action'],
    ['from=2026-02-30', 'from'],
    ['from=2026-11-22&to=2026-11-21', 'to'],
    ['limit=1000', 'limit'],
  ])('refuses %s with a 400 on the field', async (query, field) => {
    const res = await get(`/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ field }));
  });
});

describe('GET /api/admin/audit/filters', () => {
  it('offers the staff accounts and every action recorded, in words', async () => {
    const res = await get('/api/admin/audit/filters');
    expect(res.statusCode).toBe(200);
    const { actors, actions } = res.json().data;
    expect(actors).toContainEqual({ id: admin.id, name: 'Ada Mulenga', role: 'admin' });
    expect(actors).toContainEqual({ id: otherAdmin.id, name: 'Sam Mulenga', role: 'superuser' });
    expect(actors.map((a: { id: string }) => a.id)).not.toContain(borrowerId);
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'loan.status_changed', label: 'Loan decision by staff' },
        { action: 'loan.overdue', label: 'Loan became overdue' },
        { action: 'user.role_changed', label: 'User role changed' },
      ]),
    );
    expect(new Set(actions.map((a: { action: string }) => a.action)).size).toBe(actions.length);
  });
});

describe('GET /api/admin/audit/export', () => {
  it('downloads the filtered log as CSV with Lusaka times and no secrets', async () => {
    const res = await get(`/api/admin/audit/export?userId=${borrowerId}&from=2026-11-20&to=2026-11-21`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kwacha-audit-log-2026-11-20-to-2026-11-21.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (Lusaka),Actor,Action,Action code,Concerns,Loan id,User id,Change,Before,After',
    );
    expect(lines.slice(1)).toEqual([
      `2026-11-21 00:00:00,Sam Mulenga,User role changed,user.role_changed,User Chanda Phiri,,${borrowerId},,"{""role"":""user""}","{""role"":""user""}"`,
      `2026-11-20 23:59:59,System,Loan became overdue,loan.overdue,Loan ${loanId} of Chanda Phiri,${loanId},,status active → overdue,"{""status"":""active""}","{""status"":""overdue""}"`,
    ]);
    expect(res.body).not.toContain('must-never-show');
  });

  it('stops at the cap and says so at the end of the file', async () => {
    const csv = auditLogCsv(t.ctx.db, {}, { logger: t.ctx.logger, maxRows: 3, batchSize: 2 });
    const lines = (await text(csv)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 2);
    expect(lines.at(-1)).toBe(`"${AUDIT_EXPORT_TRUNCATED_NOTE}"`);
  });

  it('opens a cell a spreadsheet would run as a formula with a quote mark', () => {
    expect(safeCell('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    expect(safeCell('+260977')).toBe(`'+260977`);
    expect(safeCell('Chanda Phiri')).toBe('Chanda Phiri');
  });
});
