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

  it('drops the query string, where a verification token travels', () => {
    expect(redactSecretPath('/api/auth/verify-email?token=s3cret')).toBe('/api/auth/verify-email');
    expect(redactSecretPath('/verify-email?token=s3cret#x')).toBe('/verify-email');
  });

  it('leaves ordinary paths alone', () => {
    expect(redactSecretPath('/api/loan-applications/my-loans')).toBe('/api/loan-applications/my-loans');
    expect(redactSecretPath('/reset-password')).toBe('/reset-password');
    expect(redactSecretPath('/forgot-password')).toBe('/forgot-password');
  });
});
