import type { KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import type { TestApp } from '../../../testing/test-app';

/** A multipart body with one file in the field `file`, built by hand so the test controls every byte. */
export function photoForm(
  content: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  const boundary = `----kwacha${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.jpg'}"\r\nContent-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadPhoto(
  t: TestApp,
  token: string,
  kind: KycDocumentKind | string,
  content: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  const form = photoForm(content, options);
  return t.app.inject({
    method: 'PUT',
    url: `/api/kyc/documents/${kind}`,
    headers: { 'content-type': form.contentType, 'x-auth-token': token },
    payload: form.payload,
  });
}

export function call(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? { 'x-auth-token': token } : {},
    ...(payload && { payload }),
  });
}
