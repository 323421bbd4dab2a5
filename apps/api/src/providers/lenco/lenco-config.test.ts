import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { loadLencoConfig } from './lenco-config';

const valid = {
  LENCO_API_KEY: 'xo+CAiijrIy9XvZCYyhjrv0fpSAL6CfU8CgA+up1NXqK',
  LENCO_ACCOUNT_ID: 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c',
};

describe('loadLencoConfig', () => {
  it('applies the defaults: production URL, merchant bears the fee, 15 s timeout', () => {
    expect(loadLencoConfig(valid)).toEqual({
      baseUrl: 'https://api.lenco.co/access/v2',
      apiKey: valid.LENCO_API_KEY,
      accountId: valid.LENCO_ACCOUNT_ID,
      collectionBearer: 'merchant',
      timeoutMs: 15_000,
    });
  });

  it('reads every variable and trims the trailing slash of the URL', () => {
    const config = loadLencoConfig({
      ...valid,
      LENCO_BASE_URL: 'https://sandbox.lenco.co/access/v2/',
      LENCO_COLLECTION_BEARER: 'customer',
      LENCO_TIMEOUT_MS: '300',
    });
    expect(config).toMatchObject({
      baseUrl: 'https://sandbox.lenco.co/access/v2',
      collectionBearer: 'customer',
      timeoutMs: 300,
    });
  });

  it.each([
    ['LENCO_API_KEY', undefined, /LENCO_API_KEY: required/],
    ['LENCO_API_KEY', '', /LENCO_API_KEY: required/],
    ['LENCO_ACCOUNT_ID', undefined, /LENCO_ACCOUNT_ID: required/],
    ['LENCO_ACCOUNT_ID', 'account-1', /LENCO_ACCOUNT_ID: must be a 36-character uuid/],
    ['LENCO_BASE_URL', 'ftp://lenco', /LENCO_BASE_URL: must be a URL/],
    ['LENCO_COLLECTION_BEARER', 'bank', /LENCO_COLLECTION_BEARER:/],
    ['LENCO_TIMEOUT_MS', 'soon', /LENCO_TIMEOUT_MS:/],
    ['LENCO_TIMEOUT_MS', '0', /LENCO_TIMEOUT_MS:/],
  ])('stops with a message naming %s when it is %s', (name, value, message) => {
    const env = { ...valid, [name]: value };
    expect(() => loadLencoConfig(env)).toThrowError(ConfigError);
    expect(() => loadLencoConfig(env)).toThrowError(message);
  });

  it('never repeats the secret key in its message', () => {
    const key = 'short-secret';
    expect(() => loadLencoConfig({ ...valid, LENCO_API_KEY: key })).toThrowError(
      /LENCO_API_KEY: looks too short/,
    );
    expect(() => loadLencoConfig({ ...valid, LENCO_API_KEY: key })).not.toThrowError(new RegExp(key));
  });
});
