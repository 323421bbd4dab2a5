import type {
  CollectionCase,
  CollectionQueueRow,
  ContactEntry,
  PromiseEntry,
} from '@kwacha/shared/staff/collections';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';

export const QUEUE = 'GET /api/admin/collections';
export const COLLECTORS = 'GET /api/admin/collections/collectors';
export const ASSIGN = 'POST /api/admin/collections/assign';
export const PROMISE_STATS = 'GET /api/admin/collections/promise-stats';
export const LOAN_ID = '0a1b2c3d-1111-4222-8333-444455556666';
export const OTHER_LOAN_ID = '9f8e7d6c-2222-4333-8444-555566667777';
export const CASE = `GET /api/admin/collections/${LOAN_ID}`;
export const CONTACTS = `POST /api/admin/collections/${LOAN_ID}/contacts`;
export const PROMISES = `POST /api/admin/collections/${LOAN_ID}/promises`;

export const MUTALE = { id: '7b7b7b7b-1111-4222-8333-444455556666', name: 'Mutale Banda' };
export const JOSEPH = { id: '8c8c8c8c-1111-4222-8333-444455556666', name: 'Joseph Zulu' };

/** A row of the queue as the API answers it; override what a test is about. */
export function createQueueRow(overrides: Partial<CollectionQueueRow> = {}): CollectionQueueRow {
  return {
    loanId: LOAN_ID,
    borrowerName: 'Chanda Mwila',
    phoneNumber: '+260971234567',
    daysPastDue: 45,
    bucket: 2,
    bucketLabel: '31–60 days',
    amountOverdue: 1250.5,
    balance: 4300,
    collector: MUTALE,
    lastContact: { at: '2026-11-21T08:30:00.000Z', channel: 'call', outcome: 'no_answer' },
    promise: { status: 'open', amount: 500, date: '2026-12-04' },
    nextActionOn: '2026-12-05',
    ...overrides,
  };
}

export function createContact(overrides: Partial<ContactEntry> = {}): ContactEntry {
  return {
    id: 'contact-1',
    at: '2026-11-21T08:30:00.000Z',
    channel: 'call',
    outcome: 'no_answer',
    template: null,
    note: null,
    by: MUTALE.name,
    ...overrides,
  };
}

export function createPromise(overrides: Partial<PromiseEntry> = {}): PromiseEntry {
  return {
    id: 'promise-1',
    amount: 500,
    date: '2026-12-04',
    status: 'open',
    paid: 0,
    madeBy: 'staff',
    by: MUTALE.name,
    at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function createCase(overrides: Partial<CollectionCase> = {}): CollectionCase {
  return {
    loanId: LOAN_ID,
    collector: MUTALE,
    contacts: [],
    promises: [],
    contactRefusal: null,
    ...overrides,
  };
}

/** A signed-in admin (unless told) with the desk's answers; the queue and collectors unless overridden. */
export function openDesk(
  extra: Record<string, FakeReply | FakeReply[]> = {},
  role: 'admin' | 'superuser' | 'user' = 'admin',
) {
  return signedInAs(createUser({ role, firstName: 'Mutale', lastName: 'Banda', id: MUTALE.id }), {
    ...notificationRoutes(),
    [QUEUE]: ok({ items: [createQueueRow()], nextCursor: null }),
    [COLLECTORS]: ok([MUTALE, JOSEPH]),
    [PROMISE_STATS]: ok({ collectors: [] }),
    ...extra,
  });
}

/** The query of the latest call to 'METHOD /path'. */
export function lastQuery(api: ReturnType<typeof openDesk>, key = QUEUE): Record<string, string> {
  const url = api.calls(key).at(-1)?.url ?? '';
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

/** The JSON body of the latest call to 'METHOD /path'. */
export function lastBody(api: ReturnType<typeof openDesk>, key: string): unknown {
  const call = api.calls(key).at(-1);
  return call ? JSON.parse(String(call.body)) : undefined;
}
