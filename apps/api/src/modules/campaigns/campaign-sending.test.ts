import { auditEvents, campaignRecipients } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setUserLanguage } from '../users/users.repository';
import { insertRecipients } from './campaign-recipients.repository';
import { BATCH_INTERVAL_SECONDS, CAMPAIGN_RESUME_JOB, CAMPAIGN_SEND_JOB } from './campaign-sending';
import { insertPeople, markDelivery, messagesOf, recipientsOf, setOptIn } from './testing/audience-builder';
import { campaignCalls, draft } from './testing/campaign-calls';

// The clock the app reads; tests move it instead of waiting for batch intervals.
let clock = new Date('2026-11-23T08:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
let api: ReturnType<typeof campaignCalls>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  api = campaignCalls(t, (await signedInStaff(t, 'superuser')).token);
});
afterAll(() => t.close());

// Each test's people are the only ones the audience holds: earlier tests' people withdraw.
beforeEach(async () => {
  await t.ctx.database.executeSql('update users set marketing_opt_in = false');
  advance(3600);
});

const runBatch = (campaignId: string) => t.ctx.jobs.runNow(CAMPAIGN_SEND_JOB, { campaignId });
/** The next batch's turn: a batch interval later. */
const nextBatch = async (campaignId: string) => {
  advance(BATCH_INTERVAL_SECONDS);
  await runBatch(campaignId);
};

describe('sending a campaign', () => {
  it('fixes the recipients at once, writes a batch per interval at the rate, then marks it sent', async () => {
    const people = await insertPeople(t.ctx.db, 5);
    // 12 a minute: 2 per 10-second batch.
    const campaign = await api.create(draft({ ratePerMinute: 12 }));
    const started = await api.call('POST', `/${campaign.id}/send`, {});
    expect(started.statusCode).toBe(200);
    expect(started.json().msg).toBe('Sending has started.');
    expect(started.json().data).toMatchObject({
      status: 'sending',
      progress: { recipients: 5, remaining: 5 },
    });
    // Someone who opts in after the start is not added.
    await insertPeople(t.ctx.db, 1);

    await runBatch(campaign.id);
    expect(await messagesOf(t.ctx.db, campaign.id)).toHaveLength(2);
    // A second job moments later (a resume while the first still waits) adds nothing.
    await runBatch(campaign.id);
    expect(await messagesOf(t.ctx.db, campaign.id)).toHaveLength(2);

    await nextBatch(campaign.id);
    await nextBatch(campaign.id);
    const messages = await messagesOf(t.ctx.db, campaign.id);
    expect(messages.map((m) => m.toAddress).sort()).toEqual(people.map((p) => p.email).sort());
    const detail = await api.get(campaign.id);
    expect(detail.status).toBe('sent');
    expect(detail.finishedAt).toBe(clock.toISOString());

    // Progress reads each message's delivery.
    await markDelivery(t.ctx.db, messages[0]?.id ?? '', 'sent');
    await markDelivery(t.ctx.db, messages[1]?.id ?? '', 'failed');
    expect((await api.get(campaign.id)).progress).toEqual({
      recipients: 5,
      sent: 1,
      failed: 1,
      remaining: 3,
      skipped: 0,
    });
    const actions = await t.ctx.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, campaign.id));
    expect(actions.map((a) => a.action)).toEqual([
      'campaign.created',
      'campaign.started',
      'campaign.finished',
    ]);
    expect(actions[2]?.actorId).toBeNull();
  });

  it('gives every message its own unsubscribe link and List-Unsubscribe headers', async () => {
    const [person] = await insertPeople(t.ctx.db, 1);
    const campaign = await api.create();
    await api.sendNow(campaign.id);
    await runBatch(campaign.id);
    const [message] = await messagesOf(t.ctx.db, campaign.id);
    expect(message).toMatchObject({ toAddress: person?.email, template: 'promotion', priority: 'bulk' });
    const link = /Unsubscribe: (\S+)/.exec(message?.textBody ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/app\.test\/unsubscribe\?token=/);
    expect(message?.htmlBody).toContain(`<a href="${link}"`);
    expect(message?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/app\.test\/api\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("writes the footer and the unsubscribe line in each person's language; the offer as staff wrote it", async () => {
    const [bemba, nyanja, english] = await insertPeople(t.ctx.db, 3);
    await setUserLanguage(t.ctx.db, bemba?.id ?? '', 'bem', clock);
    await setUserLanguage(t.ctx.db, nyanja?.id ?? '', 'ny', clock);
    const campaign = await api.create(draft({ ratePerMinute: 6000 }));
    await api.sendNow(campaign.id);
    await runBatch(campaign.id);
    const messages = new Map((await messagesOf(t.ctx.db, campaign.id)).map((m) => [m.toAddress, m]));
    const link = '<a href="http://app.test/unsubscribe?token=';

    const bem = messages.get(bemba?.email ?? '');
    expect(bem?.subject).toBe('Rainy season offer');
    expect(bem?.textBody).toContain('Hello!\n\nLower rates this month.');
    expect(bem?.textBody).toContain(
      '—\nMulepokelela iyi imeli pantu mwasumine ukumfwa amalyashi ne fyo tulemupeela ukufuma kuli Kwacha Loans. Kwacha Loans · Lusaka, Zambia.\nLekeni ukupokelela: http://app.test/unsubscribe?token=',
    );
    expect(bem?.htmlBody).toContain('<p class="footer" lang="bem" style="font-size:12px;color:#4b5563">');
    expect(bem?.htmlBody).toMatch(
      /style="color:#047857">Lekeni ukupokelela<\/a> aya ma imeli inshita iili yonse, ukutinika fye umuku umo\.<\/p>/,
    );
    expect(bem?.htmlBody).toContain(link);

    const ny = messages.get(nyanja?.email ?? '');
    expect(ny?.textBody).toContain(
      '—\nMukulandira imelo iyi chifukwa munavomera kumva nkhani ndi zopereka zochokera ku Kwacha Loans. Kwacha Loans · Lusaka, Zambia.\nSiyani kulandira: http://app.test/unsubscribe?token=',
    );
    expect(ny?.htmlBody).toMatch(
      /style="color:#047857">Siyani kulandira<\/a> maimelo awa nthawi iliyonse, ndi kudina kamodzi kokha\.<\/p>/,
    );

    const en = messages.get(english?.email ?? '');
    expect(en?.textBody).toContain(
      '—\nYou receive this e-mail because you agreed to hear about news and offers from Kwacha Loans. Kwacha Loans · Lusaka, Zambia.\nUnsubscribe: http://app.test/unsubscribe?token=',
    );
    expect(en?.htmlBody).toContain('<p class="footer" style="font-size:12px;color:#4b5563">');
    expect(en?.htmlBody).toMatch(/>Unsubscribe<\/a> from these e-mails at any time, with one click\.<\/p>/);
  });

  it('skips someone who withdrew consent before their turn', async () => {
    const [stays, leaves] = await insertPeople(t.ctx.db, 2);
    const campaign = await api.create();
    await api.sendNow(campaign.id);
    await setOptIn(t.ctx.db, leaves?.id ?? '', false);
    await runBatch(campaign.id);
    expect((await messagesOf(t.ctx.db, campaign.id)).map((m) => m.toAddress)).toEqual([stays?.email]);
    expect((await api.get(campaign.id)).progress).toMatchObject({ recipients: 2, skipped: 1, remaining: 1 });
  });

  it('refuses to start when nobody matches, and keeps the draft', async () => {
    const campaign = await api.create(
      draft({ audience: { hasActiveLoan: true, hasRepaidLoan: false, noOpenApplication: false } }),
    );
    const res = await api.call('POST', `/${campaign.id}/send`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      'Nobody would receive this campaign: no verified borrower who opted in matches the audience.',
    );
    expect((await api.get(campaign.id)).status).toBe('draft');
  });
});

describe('once per person', () => {
  it('writes each person once when three jobs run at the same moment (the campaign lock orders them)', async () => {
    const people = await insertPeople(t.ctx.db, 40);
    const campaign = await api.create(draft({ ratePerMinute: 6000 }));
    await api.sendNow(campaign.id);
    await Promise.all([runBatch(campaign.id), runBatch(campaign.id), runBatch(campaign.id)]);
    const messages = await messagesOf(t.ctx.db, campaign.id);
    expect(messages).toHaveLength(40);
    expect(new Set(messages.map((m) => m.toAddress)).size).toBe(people.length);
  });

  it('never holds a person twice in one campaign: a second snapshot adds nobody', async () => {
    await insertPeople(t.ctx.db, 3);
    const campaign = await api.create();
    await api.sendNow(campaign.id);
    const again = await t.ctx.db.transaction((tx) =>
      insertRecipients(tx, campaign.id, {
        hasActiveLoan: false,
        hasRepaidLoan: false,
        noOpenApplication: false,
      }),
    );
    expect(again).toBe(3);
    const [first] = await recipientsOf(t.ctx.db, campaign.id);
    // The primary key refuses a duplicate outright.
    await expect(
      t.ctx.db.insert(campaignRecipients).values({ campaignId: campaign.id, userId: first?.userId ?? '' }),
    ).rejects.toThrow();
  });
});

describe('pause, resume and cancel', () => {
  it('pauses (no batch runs), resumes, and refuses moves that make no sense with a 409', async () => {
    await insertPeople(t.ctx.db, 4);
    const campaign = await api.create(draft({ ratePerMinute: 12 }));
    expect((await api.call('POST', `/${campaign.id}/pause`)).json().msg).toBe(
      'Only a campaign that is sending can be paused.',
    );
    await api.sendNow(campaign.id);
    await runBatch(campaign.id);
    const paused = await api.call('POST', `/${campaign.id}/pause`);
    expect(paused.json()).toMatchObject({ msg: 'Sending is paused.', data: { status: 'paused' } });
    await nextBatch(campaign.id);
    expect(await messagesOf(t.ctx.db, campaign.id)).toHaveLength(2);

    const edit = await api.call('PUT', `/${campaign.id}`, draft());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe('This campaign is paused and can no longer be edited.');
    expect((await api.call('POST', `/${campaign.id}/send`, {})).statusCode).toBe(409);

    advance(BATCH_INTERVAL_SECONDS);
    expect((await api.move(campaign.id, 'resume')).status).toBe('sending');
    await runBatch(campaign.id);
    expect(await messagesOf(t.ctx.db, campaign.id)).toHaveLength(4);
  });

  it('cancels: everyone still waiting is skipped and nothing more is written', async () => {
    await insertPeople(t.ctx.db, 4);
    const campaign = await api.create(draft({ ratePerMinute: 12 }));
    await api.sendNow(campaign.id);
    await runBatch(campaign.id);
    const cancelled = await api.call('POST', `/${campaign.id}/cancel`);
    expect(cancelled.json().msg).toBe('The campaign was cancelled. Nobody else will receive it.');
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      progress: { recipients: 4, skipped: 2, remaining: 2 },
    });
    await nextBatch(campaign.id);
    expect(await messagesOf(t.ctx.db, campaign.id)).toHaveLength(2);
    expect((await api.call('POST', `/${campaign.id}/resume`)).statusCode).toBe(409);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'campaign.cancelled'));
    expect(audit).toMatchObject({
      before: { status: 'sending' },
      after: { status: 'cancelled', skipped: 2 },
    });
  });
});

describe('scheduling', () => {
  it('refuses a time in the past or too far ahead on the field', async () => {
    const campaign = await api.create();
    for (const [at, message] of [
      [new Date(clock.getTime() - 60_000).toISOString(), 'Choose a time in the future.'],
      ['2030-01-01T09:00:00+02:00', 'Choose a time within the next 90 days.'],
      ['tomorrow', 'Choose a date and time, like 2026-12-01 09:00.'],
    ]) {
      const res = await api.call('POST', `/${campaign.id}/send`, { at });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ field: 'at', message }));
    }
  });

  it('starts at its time with the audience of that moment, not before', async () => {
    const campaign = await api.create();
    const at = new Date(clock.getTime() + 3600_000);
    const scheduled = await api.call('POST', `/${campaign.id}/send`, { at: at.toISOString() });
    expect(scheduled.json()).toMatchObject({
      msg: 'The campaign is scheduled.',
      data: { status: 'scheduled', scheduledAt: at.toISOString() },
    });
    const [person] = await insertPeople(t.ctx.db, 1);
    await runBatch(campaign.id);
    expect((await api.get(campaign.id)).status).toBe('scheduled');

    advance(3600);
    await runBatch(campaign.id);
    expect((await messagesOf(t.ctx.db, campaign.id)).map((m) => m.toAddress)).toEqual([person?.email]);
    expect((await api.get(campaign.id)).status).toBe('sent');
  });
});

describe('restart safety', () => {
  it('campaign.resume restarts a sending campaign whose chain of jobs was lost', async () => {
    await insertPeople(t.ctx.db, 3);
    const campaign = await api.create(draft({ ratePerMinute: 12 }));
    await api.sendNow(campaign.id);
    await runBatch(campaign.id);
    // The process died: no job will run again for it. The cron notices once it has been quiet a while.
    const resumed = async () => {
      await t.ctx.jobs.runNow(CAMPAIGN_RESUME_JOB);
      const [row] = await t.ctx.database
        .executeSql(
          `select count(*)::int as n from pgboss.job where name = '${CAMPAIGN_SEND_JOB}' and data->>'campaignId' = '${campaign.id}'`,
        )
        .then((r) => r.rows);
      return row?.n as number;
    };
    const before = await resumed();
    advance(60);
    expect(await resumed()).toBe(before + 1);
    await runBatch(campaign.id);
    expect(await messagesOf(t.ctx.db, campaign.id)).toHaveLength(3);
  });
});
