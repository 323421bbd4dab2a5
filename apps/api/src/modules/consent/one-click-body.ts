/**
 * RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click`, as
 * application/x-www-form-urlencoded or as multipart/form-data. Only that field is kept: the signed token
 * in the URL is what authorises, and other fields mean nothing here.
 */
export function oneClickField(body: string, contentType: string): { 'List-Unsubscribe'?: string } {
  let value: string | null | undefined;
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    // The part's headers, a blank line, then its value.
    value = /name="List-Unsubscribe"[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/i.exec(body)?.[1];
  } else {
    value = new URLSearchParams(body).get('List-Unsubscribe');
  }
  return typeof value === 'string' ? { 'List-Unsubscribe': value } : {};
}
