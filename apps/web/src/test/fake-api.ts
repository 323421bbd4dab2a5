import type { PublicUser } from '@kwacha/shared/auth/user';
import { vi } from 'vitest';

/** One canned answer: an envelope with a status, a network failure, or a promise the test resolves. */
export type FakeReply = { status: number; body: unknown } | 'network-error' | (() => Promise<Response>);

export function ok(data: unknown, msg = 'OK'): FakeReply {
  return { status: 200, body: { success: true, message: msg, msg, data } };
}

export function fail(
  status: number,
  code: string,
  msg?: string,
  extra: Record<string, unknown> = {},
): FakeReply {
  return {
    status,
    body: { success: false, message: msg, msg, error: { code, message: msg ?? code }, ...extra },
  };
}

const toResponse = ({ status, body }: { status: number; body: unknown }) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs fetch with answers keyed by 'METHOD /path' (query strings ignored). A list answers in turn and
 * repeats its last item. Unknown calls fail the test loudly.
 */
export function fakeApi(routes: Record<string, FakeReply | FakeReply[]>) {
  const served = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = routes[key];
    if (!entry) throw new Error(`fakeApi: no answer for ${key}`);
    const list = Array.isArray(entry) ? entry : [entry];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const reply = list[Math.min(index, list.length - 1)] as FakeReply;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (typeof reply === 'function') return reply();
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The calls made to 'METHOD /path', with their headers. */
    calls(key: string) {
      return fetchMock.mock.calls
        .filter(([input, init]) => {
          const url = new URL(String(input), 'http://localhost');
          return `${init?.method ?? 'GET'} ${url.pathname}` === key;
        })
        .map(([input, init]) => ({
          url: String(input),
          headers: new Headers(init?.headers),
          body: init?.body,
        }));
    },
  };
}

export function createUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    username: 'chanda.mwila',
    email: 'chanda@example.com',
    role: 'user',
    registrationDate: '2026-11-21T08:30:00.000Z',
    firstName: 'Chanda',
    lastName: 'Mwila',
    phoneNumber: '+260971234567',
    isEmailVerified: true,
    ...overrides,
  };
}

export const TEST_TOKEN = 'stored-session-token';

/** Puts a session in storage and answers the me call with the user. */
export function signedInAs(user: PublicUser, extra: Record<string, FakeReply | FakeReply[]> = {}) {
  localStorage.setItem('token', TEST_TOKEN);
  localStorage.setItem('userId', user.id);
  return fakeApi({
    'GET /api/auth/me': ok(user),
    'POST /api/auth/logout': ok(null, 'Logged out'),
    // The profile's "Text messages" section asks on every profile page (docs/product.md §19.1).
    'GET /api/me/sms-preference': ok({ smsOptIn: false, phoneNumber: user.phoneNumber ?? null }),
    // The profile's "Credit bureau" section (docs/product.md §25.5): no reported loan unless a test says so.
    'GET /api/credit-bureau/disputes': ok({ loans: [], disputes: [] }),
    // The profile's "USSD menu" section (docs/product.md §26.3): no PIN unless a test says so.
    'GET /api/me/ussd-pin': ok({ status: 'not_set', setAt: null }),
    // The dashboard and the profile show the identity check (docs/product.md §20).
    'GET /api/kyc': ok({
      status: 'not_started',
      reason: null,
      reasonKind: null,
      submittedAt: null,
      decidedAt: null,
      documents: [],
    }),
    // The staff layout asks whether a superuser must set up an authenticator app first (docs/product.md §15.8).
    'GET /api/staff/totp': ok(TOTP_OFF),
    ...extra,
  });
}

/** A staff member without an authenticator app who need not have one. */
export const TOTP_OFF = {
  enabled: false,
  enrolling: false,
  required: false,
  sessionVerified: false,
  recoveryCodesLeft: 0,
};

/** The API's success envelope as a Response, for a held answer (heldResponse). */
export const envelope = (data: unknown) => Response.json({ success: true, message: 'OK', msg: 'OK', data });

/**
 * A response the test releases when it chooses, to look at loading states. `answer` waits until the
 * request has really been made: a loading state can show before the fetch goes out.
 */
export function heldResponse() {
  let release: (response: Response) => void = () => {};
  let requestMade: () => void = () => {};
  const requested = new Promise<void>((resolve) => (requestMade = resolve));
  return {
    handler: () =>
      new Promise<Response>((resolve) => {
        release = resolve;
        requestMade();
      }),
    async answer(response: Response) {
      await requested;
      release(response);
    },
  };
}
