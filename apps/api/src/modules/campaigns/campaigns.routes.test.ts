import { auditEvents, emailMessages } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertPeople, setLoanStatus, setOptIn } from './testing/audience-builder';
import { campaignCalls, draft } from './testing/campaign-calls';

let t: TestApp;
let api: ReturnType<typeof campaignCalls>;
let superuser: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  superuser = await signedInStaff(t, 'superuser');
  api = campaignCalls(t, superuser.token);
});
afterAll(() => t.close());

const auditOf = (campaignId: string) =>
  t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, campaignId)).orderBy(auditEvents.id);

describe('drafts', () => {
  it('saves a draft with its Markdown rendered safe, audited with who created it', async () => {
    const res = await api.call(
      'POST',
      '',
      draft({
        markdown: '# Offer\n\nSee [rates](https://kwacha.test/rates) <script>alert(1)</script>',
        audience: { hasActiveLoan: true, hasRepaidLoan: false, noOpenApplication: false },
        ratePerMinute: 1200,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Draft saved.');
    const campaign = res.json().data;
    expect(campaign).toMatchObject({
      status: 'draft',
      subject: 'Rainy season offer',
      ratePerMinute: 1200,
      audience: { hasActiveLoan: true, hasRepaidLoan: false, noOpenApplication: false },
      createdBy: { id: superuser.id, name: 'Sam Mulenga' },
      progress: { recipients: 0, sent: 0, failed: 0, remaining: 0, skipped: 0 },
      allowRemoteImages: false,
    });
    expect(campaign.html).toBe(
      '<h2>Offer</h2>\n<p>See <a href="https://kwacha.test/rates" rel="noopener noreferrer">rates</a> </p>',
    );
    expect(campaign.text).toBe('Offer\n\nSee rates (https://kwacha.test/rates)');

    const [created] = await auditOf(campaign.id);
    expect(created).toMatchObject({
      action: 'campaign.created',
      actorId: superuser.id,
      entityType: 'campaign',
      after: expect.objectContaining({ subject: 'Rainy season offer', ratePerMinute: 1200 }),
    });
  });

  it('edits a draft and records before and after', async () => {
    const campaign = await api.create();
    const res = await api.call(
      'PUT',
      `/${campaign.id}`,
      draft({
        subject: 'Harvest offer',
        allowRemoteImages: true,
        markdown: '![Maize](https://cdn.kwacha.test/maize.png)',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ subject: 'Harvest offer', allowRemoteImages: true });
    expect(res.json().data.html).toContain('<img src="https://cdn.kwacha.test/maize.png" alt="Maize"');
    const updated = (await auditOf(campaign.id)).find((e) => e.action === 'campaign.updated');
    expect(updated?.before).toMatchObject({ subject: 'Rainy season offer' });
    expect(updated?.after).toMatchObject({ subject: 'Harvest offer', allowRemoteImages: true });
  });

  it.each([
    [{ subject: '   ' }, 'subject', 'Please write a subject.'],
    [{ subject: 'x'.repeat(151) }, 'subject', 'The subject must be at most 150 characters.'],
    [{ markdown: '' }, 'markdown', 'Please write the message.'],
    [{ markdown: 'Hi\u0000' }, 'markdown', 'Please remove special control characters from this text.'],
    [{ ratePerMinute: 5 }, 'ratePerMinute', 'Choose a rate between 10 and 6,000 e-mails a minute.'],
    [{ ratePerMinute: 6001 }, 'ratePerMinute', 'Choose a rate between 10 and 6,000 e-mails a minute.'],
  ])('refuses %j with a 400 on the field', async (change, field, message) => {
    const res = await api.call('POST', '', { ...draft(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('refuses fields it does not know (status, createdBy)', async () => {
    const res = await api.call('POST', '', { ...draft(), status: 'sent' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a campaign that does not exist, and for something that is not an id', async () => {
    for (const id of ['3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'not-an-id']) {
      const res = await api.call('GET', `/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('Campaign not found.');
    }
  });

  it('lists the history newest first, page by page', async () => {
    const older = await api.create(draft({ subject: 'Older' }));
    const newer = await api.create(draft({ subject: 'Newer' }));
    const first = await api.call('GET', '?limit=1');
    expect(first.json().data.items.map((c: { id: string }) => c.id)).toEqual([newer.id]);
    const second = await api.call('GET', `?limit=1&cursor=${first.json().data.nextCursor}`);
    expect(second.json().data.items.map((c: { id: string }) => c.id)).toEqual([older.id]);
    expect((await api.call('GET', '?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });

  it('refuses a cursor made for another list with a 400 that says to start again', async () => {
    const smsCursor = Buffer.from(
      JSON.stringify(['sms:created', '2026-11-21T10:00:00.000000Z', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    const res = await api.call('GET', `?cursor=${smsCursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid cursor. Start again from the first page.');
  });
});

describe('preview and test', () => {
  it('previews the e-mail as sent, with the footer and an unsubscribe link that withdraws nobody', async () => {
    const res = await api.call('POST', '/preview', {
      subject: 'Rainy season offer',
      markdown: 'Hi <img src="https://tracker.example/p.gif"> [x](javascript:alert(1))',
    });
    expect(res.statusCode).toBe(200);
    const { html, text, subject } = res.json().data;
    expect(subject).toBe('Rainy season offer');
    expect(html).not.toMatch(/<img|javascript:|<script/);
    expect(html).toContain('<a href="http://app.test/unsubscribe?token=preview"');
    expect(text).toContain('Unsubscribe: http://app.test/unsubscribe?token=preview');
    expect(text).toContain('You receive this e-mail because you agreed to hear about news and offers');
  });

  it("sends one [Test] message to the superuser's own address on the bulk lane, counted nowhere", async () => {
    const campaign = await api.create();
    const res = await api.call('POST', `/${campaign.id}/test`);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(`A test e-mail is on its way to ${superuser.email}.`);
    const [message] = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, superuser.email), eq(emailMessages.template, 'promotion-test')));
    expect(message).toMatchObject({
      subject: '[Test] Rainy season offer',
      priority: 'bulk',
      campaignId: null,
      userId: superuser.id,
    });
    expect(message?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/app\.test\/api\/unsubscribe\?token=/);
    expect(message?.textBody).toContain('Apply now (https://kwacha.test/apply-loan)');
    expect((await api.get(campaign.id)).progress.recipients).toBe(0);
    expect((await auditOf(campaign.id)).map((e) => e.action)).toContain('campaign.test_sent');
  });
});

describe('the audience', () => {
  it('counts verified borrowers who opted in, narrowed by the loan filters', async () => {
    const count = async (query = '') => (await api.call('GET', `/audience-count${query}`)).json().data.count;
    const base = await count();
    // Nobody of these counts: not opted in, not verified, deactivated, staff.
    await insertPeople(t.ctx.db, 2, { optedIn: false });
    await insertPeople(t.ctx.db, 2, { verified: false });
    await insertPeople(t.ctx.db, 1, { active: false });
    await insertPeople(t.ctx.db, 1, { role: 'admin' });
    expect(await count()).toBe(base);

    await insertPeople(t.ctx.db, 3);
    const active = await borrowerWithApplication(t);
    await setLoanStatus(t.ctx.db, active.loanId, 'active');
    const repaid = await borrowerWithApplication(t);
    await setLoanStatus(t.ctx.db, repaid.loanId, 'paid');
    const applying = await borrowerWithApplication(t);
    for (const b of [active, repaid, applying]) await setOptIn(t.ctx.db, b.borrower.userId, true);

    expect(await count()).toBe(base + 6);
    expect(await count('?hasActiveLoan=true')).toBe(1);
    expect(await count('?hasRepaidLoan=true')).toBe(1);
    expect(await count('?hasActiveLoan=true&hasRepaidLoan=true')).toBe(0);
    expect(await count('?noOpenApplication=true')).toBe(base + 5);
    expect((await api.call('GET', '/audience-count?hasActiveLoan=yes')).statusCode).toBe(400);
  });
});
