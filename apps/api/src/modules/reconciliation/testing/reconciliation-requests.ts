import type { TestApp } from '../../../testing/test-app';

/** A statement upload as a browser sends it: the field `provider`, then the file in the field `file`. */
export function statementForm(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string },
) {
  const boundary = `----kwacha${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postStatement(
  t: TestApp,
  token: string,
  provider: string,
  content: Buffer | string,
  name = 'statement.csv',
) {
  const form = statementForm({ provider }, { name, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/reconciliation/statements',
    headers: { 'x-auth-token': token, 'content-type': form.contentType },
    payload: form.payload,
  });
}

export function resolveLine(t: TestApp, token: string, lineId: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/reconciliation/lines/${lineId}/resolution`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
}

export function getStaff(t: TestApp, token: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
}
