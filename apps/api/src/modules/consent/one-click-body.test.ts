import { describe, expect, it } from 'vitest';
import { oneClickField } from './one-click-body';

describe('oneClickField', () => {
  it('reads the field from a form-encoded body and drops the others', () => {
    expect(oneClickField('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded')).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
    expect(oneClickField('a=1&List-Unsubscribe=One-Click&b=2', 'application/x-www-form-urlencoded')).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
    expect(oneClickField('', 'application/x-www-form-urlencoded')).toEqual({});
  });

  it('reads the part of that name from a multipart/form-data body', () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n' +
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\nContent-Type: text/plain\r\n\r\nOne-Click\r\n--b--\r\n';
    expect(oneClickField(body, 'multipart/form-data; boundary=b')).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
    expect(oneClickField('--b--\r\n', 'multipart/form-data; boundary=b')).toEqual({});
    const similarName =
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe-Post"\r\n\r\nx\r\n--b--\r\n';
    expect(oneClickField(similarName, 'multipart/form-data; boundary=b')).toEqual({});
  });
});
