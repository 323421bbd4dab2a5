/**
 * How the fake MoMo server treats one transaction. Set a default, one per subscriber number, or one for
 * the next create call(s) with `FakeMtnServer.setScenario`.
 */
export interface FakeMtnScenario {
  /** What the transaction settles as. `pending_forever` never settles. */
  outcome:
    | 'successful'
    | 'insufficient_funds'
    | 'payer_not_found'
    | 'payee_not_found'
    | 'failed'
    | 'pending_forever';
  /** The reason code for outcome `failed`. */
  failureReason: string;
  /** How long the transaction stays PENDING; 0 settles it before the first status query. */
  settleAfterMs: number;
  /**
   * How the create call is answered: `accept` (202); `timeout` records the transaction and holds the
   * answer for `holdMs` (longer than the client waits), as when MoMo got the request but the reply was
   * lost; `server_error` answers 500 without recording anything.
   */
  respond: 'accept' | 'timeout' | 'server_error';
  holdMs: number;
  /**
   * Callbacks to the request's X-Callback-Url (or the server's `callbackUrl`): `once` when it settles,
   * `twice` (the same body twice), or `forged`: one SUCCESSFUL callback sent at once whatever the real
   * outcome. MoMo does not sign callbacks, so a forgery is MTN's "wrong signature" case.
   */
  callback: 'none' | 'once' | 'twice' | 'forged';
  /** Wait this long after settling (or creation, for `forged`) before calling back: a late callback. */
  callbackDelayMs: number;
}

export const DEFAULT_FAKE_MTN_SCENARIO: FakeMtnScenario = {
  outcome: 'successful',
  failureReason: 'INTERNAL_PROCESSING_ERROR',
  settleAfterMs: 0,
  respond: 'accept',
  holdMs: 1000,
  callback: 'none',
  callbackDelayMs: 0,
};

export type FakeMtnScenarioTarget = { msisdn: string } | { nextCalls: number };

/** Picks the scenario of a create call: the next-call queue first, then the subscriber's, then the default. */
export class FakeMtnScenarioBook {
  private fallback: FakeMtnScenario = DEFAULT_FAKE_MTN_SCENARIO;
  private readonly bySubscriber = new Map<string, FakeMtnScenario>();
  private readonly queue: FakeMtnScenario[] = [];

  set(scenario: Partial<FakeMtnScenario>, target?: FakeMtnScenarioTarget): void {
    const full = { ...DEFAULT_FAKE_MTN_SCENARIO, ...scenario };
    if (!target) this.fallback = full;
    else if ('msisdn' in target) this.bySubscriber.set(msisdnKey(target.msisdn), full);
    else for (let i = 0; i < target.nextCalls; i++) this.queue.push(full);
  }

  take(msisdn: string): FakeMtnScenario {
    return this.queue.shift() ?? this.bySubscriber.get(msisdnKey(msisdn)) ?? this.fallback;
  }

  reset(): void {
    this.fallback = DEFAULT_FAKE_MTN_SCENARIO;
    this.bySubscriber.clear();
    this.queue.length = 0;
  }
}

/** Tests may name a subscriber as +260…, 260… or 0…; MoMo's wire form is 260XXXXXXXXX. */
function msisdnKey(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '');
  return digits.startsWith('0') ? `260${digits.slice(1)}` : digits;
}

/** The final status and reason code a scenario settles to, for one product. */
export function settledStatus(
  scenario: FakeMtnScenario,
  product: 'collection' | 'disbursement',
): { status: 'SUCCESSFUL' | 'FAILED'; reason: string | null } | null {
  switch (scenario.outcome) {
    case 'successful':
      return { status: 'SUCCESSFUL', reason: null };
    case 'insufficient_funds':
      return { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' };
    case 'payer_not_found':
    case 'payee_not_found':
      return { status: 'FAILED', reason: product === 'collection' ? 'PAYER_NOT_FOUND' : 'PAYEE_NOT_FOUND' };
    case 'failed':
      return { status: 'FAILED', reason: scenario.failureReason };
    case 'pending_forever':
      return null;
  }
}
