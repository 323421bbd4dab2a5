import { describe, expect, it } from 'vitest';
import { newSecretToken } from '../../lib/secret-tokens';
import { staffInvitationEmail } from '../admin-users/admin-users.emails';
import { passwordResetEmail, verificationEmail } from '../auth/auth.emails';
import { oneClickUnsubscribeUrl, unsubscribeHeaders, unsubscribePageUrl } from '../consent/unsubscribe-links';
import { disbursementOtpEmail } from '../disbursements/disbursement.emails';
import { bodiesWithoutSecrets } from '../mail/delivered-secrets';
import { renderEmail } from '../mail/templates/layout';
import { HIDDEN, HIDDEN_CODE_BODY, maskMessageForStaff, maskSecrets } from './staff-view-secrets';

const APP = 'https://kwacha.example';
const SECRET = 'test-secret-test-secret-test-secret-0123';
const USER = '3f2a9c1e-41aa-4c55-9e0b-1234567890ab';
const person = { firstName: 'Mwila', username: 'mwila' };

const stored = (email: { template: string; subject: string; text: string; html: string }) => ({
  template: email.template,
  subject: email.subject,
  textBody: email.text,
  htmlBody: email.html,
  headers: null,
  lastError: null,
});

const everything = (masked: ReturnType<typeof maskMessageForStaff>) => JSON.stringify(masked);

describe('maskMessageForStaff', () => {
  const token = newSecretToken();

  it.each([
    ['verify-email', verificationEmail(person, APP, token)],
    ['password-reset', passwordResetEmail(person, APP, token)],
    [
      'staff-invitation',
      staffInvitationEmail({ firstName: 'Ada', username: 'ada', role: 'admin' }, APP, token),
    ],
  ])('masks the link token of a %s e-mail in both bodies and keeps the words', (_kind, email) => {
    expect(email.text).toContain(token);
    const masked = maskMessageForStaff(stored(email));
    expect(everything(masked)).not.toContain(token);
    expect(masked.textBody).toMatch(/\/(verify-email\?token=|reset-password\/)\[hidden\]/);
    expect(masked.htmlBody).toContain(HIDDEN);
    expect(masked.subject).toBe(email.subject);
    expect(masked.textBody).toContain(email.text.split('\n')[0]);
  });

  it('shows nothing of a disbursement code e-mail but its subject', () => {
    const email = disbursementOtpEmail({
      staff: person,
      otp: '482913',
      transactionId: 'DSB-20261121-ABCD',
      amountNgwee: 95_000,
      borrowerName: 'Chanda Phiri',
      destination: 'MTN +260961234567',
      lifetimeMinutes: 10,
    });
    const masked = maskMessageForStaff(stored(email));
    expect(masked.textBody).toBe(HIDDEN_CODE_BODY);
    expect(everything(masked)).not.toContain('482913');
    expect(masked.subject).toBe('Your code to confirm a disbursement');
  });

  it('masks unsubscribe links whole (the token holds a dot) in the bodies and the headers', () => {
    const page = unsubscribePageUrl(APP, SECRET, USER);
    const oneClick = oneClickUnsubscribeUrl(APP, SECRET, USER);
    const signedPart = page.split('token=')[1] ?? '';
    expect(signedPart).toContain('.');
    const email = renderEmail({
      template: 'promotion',
      subject: 'Lower rates this month',
      greeting: 'Hello Mwila,',
      paragraphs: ['Our rates are lower this month.', `Stop these e-mails: ${page}`],
      action: { label: 'Unsubscribe', url: oneClick },
    });
    const masked = maskMessageForStaff({ ...stored(email), headers: unsubscribeHeaders(APP, SECRET, USER) });
    for (const half of signedPart.split('.')) expect(everything(masked)).not.toContain(half);
    expect(masked.textBody).toContain(`${APP}/unsubscribe?token=${HIDDEN}`);
    expect(masked.headers['List-Unsubscribe']).toBe(`<${APP}/api/unsubscribe?token=${HIDDEN}>`);
    expect(masked.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('masks a secret quoted in the last error', () => {
    const masked = maskMessageForStaff({
      ...stored(verificationEmail(person, APP, token)),
      lastError: `550 5.7.1 Message rejected: ${APP}/verify-email?token=${token} looks like phishing`,
    });
    expect(masked.lastError).toBe(
      `550 5.7.1 Message rejected: ${APP}/verify-email?token=${HIDDEN} looks like phishing`,
    );
  });

  it('masks what a delivered copy kept of a link, so staff see one way of hiding', () => {
    const email = passwordResetEmail(person, APP, token);
    const delivered = bodiesWithoutSecrets(email.template, { textBody: email.text, htmlBody: email.html });
    const masked = maskMessageForStaff({ ...stored(email), ...delivered });
    expect(masked.textBody).toContain(`/reset-password/${HIDDEN}`);
  });
});

describe('maskSecrets (any template)', () => {
  it.each([
    ['a secret-named parameter, after &amp;', '<a href="https://x.example/p?id=7&amp;sig=abc123">', 'abc123'],
    ['a secret-named parameter, after &#38;', 'https://x.example/p?id=7&#38;code=9f8e7d', '9f8e7d'],
    ['an access token parameter', 'https://x.example/cb?access_token=short1', 'short1'],
    [
      'a random-looking value of any parameter',
      'https://x.example/p?ref=Zx8Q3kLmN0pQrStU',
      'Zx8Q3kLmN0pQrStU',
    ],
    ['a bare token-like run', `Your key: ${'Ab3'.repeat(12)} keep it safe`, 'Ab3Ab3Ab3Ab3'],
    ['a code after the word', 'Your one-time code is 482913.', '482913'],
    ['a token in a path after a secret segment', 'https://x.example/unsubscribe/short-one', 'short-one'],
  ])('masks %s', (_what, text, secret) => {
    const masked = maskSecrets(text);
    expect(masked).not.toContain(secret);
    expect(masked).toContain(HIDDEN);
  });

  it('leaves record ids, amounts, addresses and words alone, and changes nothing the second time', () => {
    const text =
      'Your loan 3f2a9c1e of K1,000.00 is due on 2026-12-21. View it: https://kwacha.example/loan-details/3f2a9c1e-41aa-4c55-9e0b-1234567890ab?tab=schedule — mwila.banda@example.zm';
    expect(maskSecrets(text)).toBe(text);
    const once = maskSecrets(`https://x.example/reset-password/${newSecretToken()}`);
    expect(maskSecrets(once)).toBe(once);
  });
});
