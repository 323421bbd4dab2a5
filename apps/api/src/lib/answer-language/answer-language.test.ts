import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { languageOfHeader, routeCarriesMessage } from './answer-language';

const BEMBA = { 'accept-language': 'bem' };
const NYANJA = { 'accept-language': 'ny' };

describe('Accept-Language', () => {
  it('names Bemba or Nyanja only when the header prefers them; anything else is English', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('')).toBe('en');
    expect(languageOfHeader('en')).toBe('en');
    expect(languageOfHeader('en-GB,en;q=0.9')).toBe('en');
    expect(languageOfHeader('fr-FR, fr;q=0.8')).toBe('en');
    expect(languageOfHeader('*')).toBe('en');
    expect(languageOfHeader('bem')).toBe('bem');
    expect(languageOfHeader('ny-ZM')).toBe('ny');
    expect(languageOfHeader('en;q=0.5, bem')).toBe('bem');
    expect(languageOfHeader('bem;q=0.4, en-GB')).toBe('en');
    expect(languageOfHeader('fr, NY;q=0.7')).toBe('ny');
  });

  it('gives the success hook only to borrower routes that can carry a message (no GET read route)', () => {
    expect(routeCarriesMessage({ method: 'PATCH', url: '/api/me/language' })).toBe(true);
    expect(routeCarriesMessage({ method: 'POST', url: '/api/auth/login' })).toBe(true);
    expect(routeCarriesMessage({ method: 'GET', url: '/api/auth/verify-email' })).toBe(true);
    expect(routeCarriesMessage({ method: 'GET', url: '/api/dashboard' })).toBe(false);
    expect(routeCarriesMessage({ method: 'GET', url: '/api/loan-applications/my-loans' })).toBe(false);
    expect(routeCarriesMessage({ method: 'HEAD', url: '/api/notifications' })).toBe(false);
    expect(routeCarriesMessage({ method: 'POST', url: '/api/admin/complaints/:id/notes' })).toBe(false);
    expect(routeCarriesMessage({ method: 'POST', url: '/api/loan-applications/admin/loan/:id/status' })).toBe(
      false,
    );
  });
});

describe('answers in the reader’s language (decision 030)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  let attempt = 0;
  // A new address each time: the per-account login limit must not answer first.
  const login = (headers: Record<string, string> = {}, email = `nobody.${++attempt}@kwacha.test`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { emailOrUsername: email, password: 'Wrong-Password-1' },
    });

  it('translates a domain error by its code, keeping the status and the code', async () => {
    const english = await login();
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      success: false,
      message: 'Invalid email/username or password.',
      msg: 'Invalid email/username or password.',
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email/username or password.' },
    });

    const bemba = await login(BEMBA);
    expect(bemba.statusCode).toBe(401);
    const text = 'Imeli nangu ishina lya kwingilako, nangu ishiwi lya nkama, tafilungeme.';
    expect(bemba.json()).toEqual({
      success: false,
      message: text,
      msg: text,
      error: { code: 'INVALID_CREDENTIALS', message: text },
    });
  });

  it('answers English for English, for any other language and without the header', async () => {
    for (const header of ['en', 'en-GB,en;q=0.9', 'fr', 'bemba']) {
      const res = await login({ 'accept-language': header });
      expect(res.json().message, header).toBe('Invalid email/username or password.');
    }
  });

  it('translates a wait inside a rate limit, Retry-After unchanged', async () => {
    let res = await login(BEMBA, 'limited@kwacha.test');
    for (let i = 0; i < 30 && res.statusCode !== 429; i += 1) res = await login(BEMBA, 'limited@kwacha.test');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBe(String(res.json().retryAfter));
    expect(res.json().message).toMatch(
      /^Ukwingila kwafilwa imiku iingi kuli iyi akaunti\. Napapata lindeni (amaminiti|iminiti) \d+ ilyo tamulaesha na kabili\.$/,
    );
    const english = await login({}, 'limited@kwacha.test');
    expect(english.json().message).toMatch(
      /^Too many failed login attempts for this account\. Please wait \d+ minutes?/,
    );
  });

  it("translates the rules' field messages in details and in the message, field names unchanged", async () => {
    const payload = registrationPayload({ firstName: ' ', nrcNumber: '12' });
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const bemba = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: BEMBA, payload });
    expect(english.statusCode).toBe(400);
    expect(bemba.statusCode).toBe(400);
    expect(english.json().error.details).toEqual([
      { field: 'firstName', msg: 'First name is required.', message: 'First name is required.' },
      {
        field: 'nrcNumber',
        msg: 'Enter your NRC number in the form 123456/78/1.',
        message: 'Enter your NRC number in the form 123456/78/1.',
      },
    ]);
    expect(english.json().message).toBe(
      'First name is required.; Enter your NRC number in the form 123456/78/1.',
    );
    expect(bemba.json().error.code).toBe('VALIDATION_ERROR');
    expect(bemba.json().error.details).toEqual([
      {
        field: 'firstName',
        msg: 'Ishina lya kubalilapo lilefwaikwa.',
        message: 'Ishina lya kubalilapo lilefwaikwa.',
      },
      {
        field: 'nrcNumber',
        msg: 'Lembeni inambala yenu iya NRC ngefi: 123456/78/1.',
        message: 'Lembeni inambala yenu iya NRC ngefi: 123456/78/1.',
      },
    ]);
    expect(bemba.json().message).toBe(
      'Ishina lya kubalilapo lilefwaikwa.; Lembeni inambala yenu iya NRC ngefi: 123456/78/1.',
    );
  });

  it('translates a field message a service adds', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: NYANJA,
      payload: registrationPayload({ password: 'Password1!' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        field: 'password',
        msg: 'Mawu achinsinsi awa ndi ofala kwambiri. Chonde sankhani mawu achinsinsi ovuta kuganizira.',
        message: 'Mawu achinsinsi awa ndi ofala kwambiri. Chonde sankhani mawu achinsinsi ovuta kuganizira.',
      },
    ]);
  });

  it('translates a success message in message and msg, data unchanged', async () => {
    const borrower = await verifiedBorrower(t);
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/me/language',
        headers: { 'x-auth-token': borrower.token, ...headers },
        payload: { language: 'bem' },
      });
    const bemba = await change(BEMBA);
    expect(bemba.statusCode).toBe(200);
    expect(bemba.json()).toEqual({
      success: true,
      message: 'Ululimi lwasungwa.',
      msg: 'Ululimi lwasungwa.',
      data: { language: 'bem' },
    });
    expect((await change(NYANJA)).json().message).toBe('Chilankhulo chasungidwa.');
    expect((await change({})).json()).toEqual({
      success: true,
      message: 'Language saved.',
      msg: 'Language saved.',
      data: { language: 'bem' },
    });

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: NYANJA,
      payload: { emailOrUsername: borrower.email, password: borrower.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ success: true, message: 'Mwalowa bwino!', msg: 'Mwalowa bwino!' });
    expect(typeof signIn.json().data.token).toBe('string');
  });

  it('translates a success sent with a status of its own (201) and a duplicate refusal', async () => {
    const payload = registrationPayload();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: BEMBA,
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Mwailembesha bwino! Napapata moneni imeli yenu pa kushininkisha akaunti yenu.',
      data: { email: payload.email },
    });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: NYANJA, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DUPLICATE_ACCOUNT');
    expect(again.json().message).toBe(
      'Akaunti yokhala ndi adilesi ya imelo iyi ilipo kale. Akaunti yokhala ndi nambala ya foni iyi ilipo kale. ' +
        'Akaunti yokhala ndi nambala ya NRC iyi ilipo kale.',
    );
    expect(again.json().error.details.map((d: { field: string }) => d.field)).toEqual([
      'email',
      'phoneNumber',
      'nrcNumber',
    ]);
    expect(again.json().error.details[1].message).toBe('Akaunti yokhala ndi nambala ya foni iyi ilipo kale.');
  });

  it('keeps staff routes English, errors and field messages alike (decision 029)', async () => {
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: BEMBA });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().message).toBe('Authentication required. Please log in.');

    const staff = await signedInStaff(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${randomUUID()}/notes`,
      headers: { 'x-auth-token': staff.token, ...BEMBA },
      payload: { body: ' ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { field: 'body', msg: 'Please write a note.', message: 'Please write a note.' },
    ]);

    // The same refusal on a borrower route is translated.
    const borrowerSide = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: BEMBA });
    expect(borrowerSide.json().message).toBe('Mufwile ukwingila. Napapata ingileni.');
  });
});
