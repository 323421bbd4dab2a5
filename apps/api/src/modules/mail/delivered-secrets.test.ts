import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from '../auth/auth.emails';
import { bodiesWithoutSecrets, MASKED_TOKEN, SCRUBBED_BODY } from './delivered-secrets';

const user = { firstName: 'Mwila', username: 'mwila' };
const token = 'Zx8_Q-3kLmN0pQrStUvWxYz0123456789abcdefGHIJ';

describe('bodiesWithoutSecrets', () => {
  it.each([
    ['verify-email', verificationEmail(user, 'https://kwacha.example', token)],
    ['password-reset', passwordResetEmail(user, 'https://kwacha.example', token)],
  ])('masks the link token of a %s e-mail in both bodies and keeps the rest', (_name, email) => {
    expect(email.text).toContain(token);
    expect(email.html).toContain(token);
    const kept = bodiesWithoutSecrets(email.template, { textBody: email.text, htmlBody: email.html });
    expect(kept.textBody).not.toContain(token);
    expect(kept.htmlBody).not.toContain(token);
    expect(kept.textBody).toContain(MASKED_TOKEN);
    expect(kept.textBody).toContain('Hello Mwila,');
  });

  it.each([
    ['bem', 'Mulishani Mwila,'],
    ['ny', 'Muli bwanji Mwila,'],
  ] as const)('masks the link token of a %s verification or reset e-mail alike', (language, greeting) => {
    for (const email of [
      verificationEmail({ ...user, language }, 'https://kwacha.example', token),
      passwordResetEmail({ ...user, language }, 'https://kwacha.example', token),
    ]) {
      const kept = bodiesWithoutSecrets(email.template, { textBody: email.text, htmlBody: email.html });
      expect(`${kept.textBody}${kept.htmlBody}`).not.toContain(token);
      expect(kept.htmlBody).toContain(MASKED_TOKEN);
      expect(kept.textBody).toContain(greeting);
    }
  });

  it('keeps no body at all of a disbursement code', () => {
    const kept = bodiesWithoutSecrets('disbursement-otp', {
      textBody: 'Code 482913',
      htmlBody: '<p>482913</p>',
    });
    expect(kept).toEqual({ textBody: SCRUBBED_BODY, htmlBody: `<p>${SCRUBBED_BODY}</p>` });
  });

  it('masks unsubscribe links and token query parameters in any template', () => {
    const kept = bodiesWithoutSecrets('promotion', {
      textBody: 'Stop: https://k.example/unsubscribe/abcDEF123 or https://k.example/u?id=1&token=abcDEF123',
      htmlBody: '<a href="https://k.example/u?id=1&amp;token=abcDEF123">x</a>',
    });
    expect(kept.textBody).not.toContain('abcDEF123');
    expect(kept.htmlBody).not.toContain('abcDEF123');
  });

  it('masks a token written as &#38;token= in HTML', () => {
    const kept = bodiesWithoutSecrets('promotion', {
      textBody: '',
      htmlBody: '<a href="https://k.example/u?id=1&#38;token=abc.DEF-123">stop</a>',
    });
    expect(kept.htmlBody).toBe(
      '<a href="https://k.example/u?id=1&#38;token=removed-after-delivery">stop</a>',
    );
  });
});
