import { auditEvents, notifications } from '@kwacha/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerWithApplication,
  latestEmail,
  loginToken,
  signedInStaff,
  verifiedBorrower,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testClock } from '../payments/testing/payment-test-helpers';
import { DESCRIPTION, postComplaint, staffCall } from './testing/complaint-requests';

describe('complaint life cycle (docs/product.md §17)', () => {
  // Friday 27 November 2026, 10:00 in Lusaka.
  const clock = testClock('2026-11-27T08:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  /** Sessions expire as the clock moves: sign in again after each jump. */
  async function signIn<T extends { email: string; password: string; token: string }>(who: T): Promise<T> {
    who.token = await loginToken(t, who.email, who.password);
    return who;
  }

  const noticesOf = (userId: string) =>
    t.ctx.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId)))
      .orderBy(asc(notifications.createdAt));

  it('goes from received to resolved; the borrower sees the resolution and never the notes', async () => {
    clock.set('2026-11-27T08:00:00Z');
    const { borrower, loanId } = await borrowerWithApplication(t);
    const admin = await signedInStaff(t, 'admin');
    const superuser = await signedInStaff(t, 'superuser');

    const created = await postComplaint(t, borrower.token, {
      category: 'payment_not_applied',
      description: DESCRIPTION,
      loanId,
    });
    expect(created.statusCode).toBe(201);
    const { id, reference } = created.json().data;
    expect(reference).toMatch(/^CMP-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(created.json().message).toBe(`Your complaint was received. Your reference is ${reference}.`);

    // Over the weekend: acknowledge by Monday 17:00, resolve by the 10th working day, Friday 11 December.
    const mine = await staffCall(t, borrower.token, 'GET', `/api/complaints/${id}`);
    expect(mine.json().data).toMatchObject({
      reference,
      status: 'open',
      loanId,
      acknowledgeBy: '2026-11-30T15:00:00.000Z',
      resolveBy: '2026-12-11T15:00:00.000Z',
      resolution: null,
      attachment: null,
    });

    // The borrower is told (bell and e-mail, with the reference and the deadlines); staff get a bell notice.
    expect((await noticesOf(borrower.userId)).map((n) => n.message)).toContain(
      `Your complaint ${reference} was received. We will acknowledge it within 1 working day.`,
    );
    expect((await noticesOf(admin.id)).map((n) => n.message)).toContain(
      `New complaint ${reference}: A payment was not applied.`,
    );
    const received = await latestEmail(t, borrower.email, 'complaint-received');
    expect(received.subject).toBe(`We received your complaint ${reference}`);
    expect(received.textBody).toContain(
      'by Mon 30 Nov 2026, 17:00 and send you our answer by Fri 11 Dec 2026, 17:00',
    );
    expect(received.textBody).not.toContain(DESCRIPTION);

    // The queue, nearest deadline first, with the borrower's name.
    const queue = await staffCall(t, admin.token, 'GET', '/api/admin/complaints');
    expect(queue.statusCode).toBe(200);
    const row = queue.json().data.find((c: { id: string }) => c.id === id);
    expect(row).toMatchObject({
      reference,
      status: 'open',
      overdue: false,
      assignee: null,
      borrower: { name: 'Mwila Banda' },
    });

    // Monday 09:00: acknowledged in time; whoever acknowledges an unassigned complaint takes it.
    clock.set('2026-11-30T07:00:00Z');
    await Promise.all([signIn(admin), signIn(superuser), signIn(borrower)]);
    const ack = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().message).toBe('The complaint was acknowledged. The borrower has been told.');
    expect(ack.json().data).toMatchObject({
      status: 'acknowledged',
      assignee: { id: admin.id, name: 'Ada Mulenga' },
    });
    expect((await latestEmail(t, borrower.email, 'complaint-acknowledged')).subject).toBe(
      `Your complaint ${reference} is being looked into`,
    );
    expect(
      (await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/acknowledge`)).json(),
    ).toMatchObject({
      error: { code: 'COMPLAINT_STATE_CONFLICT', message: 'This complaint has already been acknowledged.' },
    });

    const note = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/notes`, {
      body: 'Called Airtel: the payment is stuck on their side.',
    });
    expect(note.statusCode).toBe(200);
    expect(note.json().data.notes).toMatchObject([
      { body: 'Called Airtel: the payment is stuck on their side.', author: { name: 'Ada Mulenga' } },
    ]);

    const assigned = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/assign`, {
      assigneeId: superuser.id,
    });
    expect(assigned.json().data.assignee).toEqual({ id: superuser.id, name: 'Sam Mulenga' });
    const toBorrower = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/assign`, {
      assigneeId: borrower.userId,
    });
    expect(toBorrower.statusCode).toBe(400);
    expect(toBorrower.json().message).toBe('That person is not an active member of staff.');

    const detail = await staffCall(t, superuser.token, 'GET', `/api/admin/complaints/${id}`);
    expect(detail.json().data).toMatchObject({
      borrower: { email: borrower.email, phoneNumber: borrower.phoneNumber },
      loan: { id: loanId, productName: 'Personal Loan', amount: 1000, status: 'pending' },
    });

    clock.set('2026-12-02T09:00:00Z');
    await Promise.all([signIn(admin), signIn(superuser), signIn(borrower)]);
    const resolution = 'Airtel confirmed the payment; we applied K500 to your loan on 2 December.';
    const resolved = await staffCall(t, superuser.token, 'POST', `/api/admin/complaints/${id}/resolve`, {
      resolution,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      resolution,
      resolvedAt: '2026-12-02T09:00:00.000Z',
    });
    const again = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/resolve`, {
      resolution,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This complaint has already been resolved.');
    expect(
      (await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/acknowledge`)).statusCode,
    ).toBe(409);

    const seen = (await staffCall(t, borrower.token, 'GET', `/api/complaints/${id}`)).json().data;
    expect(seen).toMatchObject({ status: 'resolved', resolution });
    expect(JSON.stringify(seen)).not.toContain('Called Airtel');
    expect(seen).not.toHaveProperty('notes');
    expect(seen).not.toHaveProperty('assignee');
    const answer = await latestEmail(t, borrower.email, 'complaint-resolved');
    expect(answer.textBody).toContain(resolution);
    expect((await noticesOf(borrower.userId)).map((n) => n.message)).toContain(
      `Your complaint ${reference} was resolved. Open Complaints to read our answer.`,
    );

    const audit = await t.ctx.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, loanId: auditEvents.loanId })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.id));
    expect(audit).toEqual([
      { action: 'complaint.raised', actorId: borrower.userId, loanId },
      { action: 'complaint.acknowledged', actorId: admin.id, loanId },
      { action: 'complaint.note_added', actorId: admin.id, loanId },
      { action: 'complaint.assigned', actorId: admin.id, loanId },
      { action: 'complaint.resolved', actorId: superuser.id, loanId },
    ]);
  });

  it('counts a holiday out of the clock and lists overdue ones first', async () => {
    // Thursday 24 December 2026: Christmas Friday and the weekend are not working days.
    clock.set('2026-12-24T08:00:00Z');
    const borrower = await verifiedBorrower(t);
    const admin = await signedInStaff(t, 'admin');
    const created = await postComplaint(t, borrower.token, { category: 'other', description: DESCRIPTION });
    const { id } = created.json().data;
    const view = (await staffCall(t, borrower.token, 'GET', `/api/complaints/${id}`)).json().data;
    expect(view.acknowledgeBy).toBe('2026-12-28T15:00:00.000Z');

    // Tuesday 29 December: not acknowledged by Monday 17:00, so overdue.
    clock.set('2026-12-29T08:00:00Z');
    await signIn(admin);
    const overdue = await staffCall(t, admin.token, 'GET', '/api/admin/complaints?overdue=true');
    const ids = overdue.json().data.map((c: { id: string; overdue: boolean }) => c.id);
    expect(ids).toContain(id);
    expect(overdue.json().data.every((c: { overdue: boolean }) => c.overdue)).toBe(true);
    const resolvedOnly = await staffCall(t, admin.token, 'GET', '/api/admin/complaints?status=resolved');
    expect(resolvedOnly.json().data.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('lets two staff race to resolve: exactly one wins, the other gets 409', async () => {
    const borrower = await verifiedBorrower(t);
    const [a, b] = [await signedInStaff(t, 'admin'), await signedInStaff(t, 'admin')];
    const { id } = (
      await postComplaint(t, borrower.token, { category: 'other', description: DESCRIPTION })
    ).json().data;
    const resolution = 'We explained the charges on your statement by phone.';
    const answers = await Promise.all(
      [a, b].map((s) => staffCall(t, s.token, 'POST', `/api/admin/complaints/${id}/resolve`, { resolution })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const resolvedAudits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'complaint.resolved')));
    expect(resolvedAudits).toHaveLength(1);
  });
});
