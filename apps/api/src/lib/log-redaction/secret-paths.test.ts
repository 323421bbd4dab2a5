import { describe, expect, it } from 'vitest';
import { redactSecretPath } from './secret-paths';

describe('redactSecretPath', () => {
  it('masks the token segment of reset and unsubscribe links, on the API and on the web page', () => {
    expect(redactSecretPath('/api/auth/reset-password/abcDEF_123-xyz')).toBe(
      '/api/auth/reset-password/[redacted]',
    );
    expect(redactSecretPath('/reset-password/abcDEF_123-xyz')).toBe('/reset-password/[redacted]');
    expect(redactSecretPath('/api/promotions/unsubscribe/tok3n/confirm')).toBe(
      '/api/promotions/unsubscribe/[redacted]/confirm',
    );
    expect(redactSecretPath('/RESET-PASSWORD/tok3n')).toBe('/RESET-PASSWORD/[redacted]');
  });

  it("masks the token of Africa's Talking's delivery-report address", () => {
    expect(redactSecretPath('/api/webhooks/africastalking/sms-delivery/cb-T0ken_9?x=1')).toBe(
      '/api/webhooks/africastalking/sms-delivery/[redacted]',
    );
  });

  it('recognises a name the router decodes (reset%2Dpassword is reset-password)', () => {
    expect(redactSecretPath('/api/auth/reset%2Dpassword/abcDEF_123-xyz')).toBe(
      '/api/auth/reset%2Dpassword/[redacted]',
    );
    expect(redactSecretPath('/api/auth/%72eset-password/abc')).toBe('/api/auth/%72eset-password/[redacted]');
    expect(redactSecretPath('/api/webhooks/africastalking/sms%2ddelivery/abc')).toBe(
      '/api/webhooks/africastalking/sms%2ddelivery/[redacted]',
    );
    // A malformed escape is compared as it is, and does not throw.
    expect(redactSecretPath('/api/%E0%A4%A/reset-password/abc')).toBe(
      '/api/%E0%A4%A/reset-password/[redacted]',
    );
  });

  it('drops the query string, where a verification token travels', () => {
    expect(redactSecretPath('/api/auth/verify-email?token=s3cret')).toBe('/api/auth/verify-email');
    expect(redactSecretPath('/verify-email?token=s3cret#x')).toBe('/verify-email');
  });

  it('leaves ordinary paths alone', () => {
    expect(redactSecretPath('/api/loan-applications/my-loans')).toBe('/api/loan-applications/my-loans');
    expect(redactSecretPath('/reset-password')).toBe('/reset-password');
    expect(redactSecretPath('/forgot-password')).toBe('/forgot-password');
    expect(redactSecretPath('/reset-password/')).toBe('/reset-password/');
    expect(redactSecretPath('/api/health')).toBe('/api/health');
  });
});
