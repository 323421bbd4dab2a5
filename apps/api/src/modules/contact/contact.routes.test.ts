import { contactMessages } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { supportEmail: 'support@kwacha.test' } });
  });
  afterAll(() => t.close());

  const valid = {
    name: 'Mutale Chanda',
    email: 'Mutale@Example.zm',
    phone: '+260 966 123456',
    subject: 'payment-issue',
    message: 'My repayment of K500 is not showing.',
  };

  it('stores the message, e-mails support, and answers with the SPEC thank-you text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
    });
    const rows = await t.ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Mutale Chanda',
      email: 'mutale@example.zm',
      subject: 'payment-issue',
    });
    const email = await latestEmail(t, 'support@kwacha.test', 'contact-message');
    expect(email.subject).toBe('Contact form: Payment Issue from Mutale Chanda');
    expect(email.textBody).toContain('My repayment of K500 is not showing.');
    expect(email.textBody).toContain(res.json().data.reference);
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', payload: withoutPhone })).statusCode,
    ).toBe(201);
  });

  it('requires name, e-mail, subject and message, one detail each', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { phone: '' } });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .error.details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('refuses a subject outside the list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, subject: 'spam' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      field: 'subject',
      message: 'Please choose a subject.',
    });
  });
});
