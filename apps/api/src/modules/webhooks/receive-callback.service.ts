import type { NewPaymentCallback } from '@kwacha/db';
import { maskPhoneNumbers } from '../../lib/log-redaction/mask-phone-numbers';
import { CallbackRejectedError, type IncomingCallback } from '../../providers/ports';
import type { ProviderAdapters } from '../../providers/registry';
import { type EventResult, receiveEvent } from './callback-event';
import { recordPaymentCallback } from './payment-callbacks.repository';
import type { WebhookChannel } from './webhook-channels';
import type { WebhookDeps } from './webhook-deps';
import { CallbackRefusedError, WebhookNotConfiguredError } from './webhooks.errors';

/**
 * A provider's callback, start to end: the adapter verifies and parses it (a bad signature is refused
 * with nothing changed), then each event it carries is believed only as far as it deserves (a signed
 * claim as it is, an unsigned one through the provider's own status call) and applied by our reference
 * through the same functions as every other answer, so it counts once. Every callback is recorded.
 * A reference we do not know is answered like any other: providers retry anything but a 2xx.
 */
export async function receiveCallback(
  deps: WebhookDeps,
  channel: WebhookChannel,
  callback: IncomingCallback,
): Promise<EventResult[]> {
  const adapters = adaptersOf(deps, channel);
  const record = (values: Omit<NewPaymentCallback, 'provider' | 'channel' | 'receivedAt'>) =>
    recordPaymentCallback(deps.db, {
      provider: channel.provider,
      channel: channel.name,
      receivedAt: deps.now(),
      ...values,
    });

  let events: ReturnType<WebhookChannel['parse']>;
  try {
    events = channel.parse(adapters, callback);
  } catch (error) {
    if (!(error instanceof CallbackRejectedError)) throw error;
    const detail = maskPhoneNumbers(error.message);
    await record({ result: 'rejected', detail });
    deps.logger.warn({ channel: channel.name, reason: detail }, 'payment callback refused; nothing changed');
    throw new CallbackRefusedError();
  }
  if (events.length === 0) {
    await record({ result: 'ignored', detail: 'no transaction of ours in this callback' });
    return [];
  }

  const results: EventResult[] = [];
  for (const event of events) {
    const base = {
      kind: event.kind,
      reference: event.reference,
      claimedState: event.outcome.state,
      confirmed: event.confirmed,
    };
    let handled: Awaited<ReturnType<typeof receiveEvent>>;
    try {
      handled = await receiveEvent(deps, channel, adapters, event);
    } catch (error) {
      // Answered 500 below, so the provider sends it again; the record says it was seen.
      await record({
        ...base,
        result: 'error',
        detail: 'could not be applied; the provider will retry',
      }).catch(() => undefined);
      throw error;
    }
    await record({
      ...base,
      believedState: handled.believed,
      result: handled.result,
      detail: handled.detail ? maskPhoneNumbers(handled.detail) : null,
    });
    const log =
      handled.result === 'unknown_reference' || handled.result === 'other_provider' ? 'warn' : 'info';
    deps.logger[log](
      { channel: channel.name, ...base, believedState: handled.believed, result: handled.result },
      'payment callback',
    );
    results.push(handled.result);
  }
  return results;
}

function adaptersOf(deps: WebhookDeps, channel: WebhookChannel): ProviderAdapters {
  try {
    return deps.providers.byName(channel.provider);
  } catch {
    throw new WebhookNotConfiguredError();
  }
}
