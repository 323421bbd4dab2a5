/**
 * How the fake Lenco behaves for one request. Everything is optional; the default is an immediate
 * success announced by one correctly signed webhook.
 */
export interface FakeLencoScenario {
  /** Final outcome. `insufficient_funds`: a collection fails with the sandbox's "Not enough funds"; a
   * transfer is refused with HTTP 400 and errorCode "02" ("Insufficient funds in account"). */
  outcome?: 'successful' | 'failed' | 'insufficient_funds';
  /** reasonForFailure for `failed` (default "Transaction failed"). */
  reasonForFailure?: string;
  /** Status shown until the transaction settles: collections default to `pay-offline`, transfers to `pending`. */
  interimStatus?: 'pay-offline' | 'otp-required' | 'pending';
  /** Unset: the POST already answers the final status. N: it answers the interim status and settles N ms later. */
  settleAfterMs?: number;
  /** Holds the POST's HTTP answer this long (longer than the client timeout = a timeout). The transaction
   * is recorded at once, so a later status call finds it, as with the real Lenco. */
  respondAfterMs?: number;
  /** Answers the POST with HTTP 500 and records nothing. */
  serverError?: boolean;
  /** Webhooks after settling: `once` (default), `twice` (the same bytes twice), `wrong-signature`, `none`. */
  callback?: 'none' | 'once' | 'twice' | 'wrong-signature';
  /** Delay between settling and the (first) webhook: a late callback. */
  callbackDelayMs?: number;
}

/** Phone numbers key scenarios in Lenco's local form: "+260977123456" and "0977123456" are the same. */
export function scenarioKey(subscriberOrAccount: string): string {
  const e164 = /^\+260(\d{9})$/.exec(subscriberOrAccount.trim());
  return e164 ? `0${e164[1]}` : subscriberOrAccount.trim();
}

/** Picks the scenario of one request: a queued per-call one first, then the subscriber's, then the default. */
export class ScenarioBook {
  private readonly bySubscriber = new Map<string, FakeLencoScenario>();
  private readonly nextCalls: FakeLencoScenario[] = [];
  private fallback: FakeLencoScenario = {};

  set(subscriberOrAccount: string, scenario: FakeLencoScenario): void {
    this.bySubscriber.set(scenarioKey(subscriberOrAccount), scenario);
  }

  queueNext(scenario: FakeLencoScenario): void {
    this.nextCalls.push(scenario);
  }

  setDefault(scenario: FakeLencoScenario): void {
    this.fallback = scenario;
  }

  take(subscriberOrAccount: string): FakeLencoScenario {
    return this.nextCalls.shift() ?? this.bySubscriber.get(scenarioKey(subscriberOrAccount)) ?? this.fallback;
  }

  reset(): void {
    this.bySubscriber.clear();
    this.nextCalls.length = 0;
    this.fallback = {};
  }
}
