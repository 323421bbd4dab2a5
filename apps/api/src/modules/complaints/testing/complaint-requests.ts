import type { TestApp } from '../../../testing/test-app';

/** A 1×1 PNG: real magic bytes, so the content check accepts it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface UploadFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it, built by hand so the test controls every byte. */
export function multipartBody(fields: Record<string, string>, files: UploadFile[] = []) {
  const boundary = `----kwacha${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const DESCRIPTION = 'I paid K500 on Monday by Airtel Money but my balance did not change.';

export async function postComplaint(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string>,
  files: UploadFile[] = [],
) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/complaints',
    headers: { 'content-type': body.contentType, ...(token ? { 'x-auth-token': token } : {}) },
    payload: body.payload,
  });
}

export function staffCall(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });
}
