/** The fake Airtel's callbacks: the documented body, hashed as callback authentication does. */
import { callbackHash } from '../airtel-crypto';
import type { AirtelScenario, FakeAirtelTransaction, SentCallback } from './fake-airtel-types';

export interface CallbackJob {
  url: string;
  tx: FakeAirtelTransaction;
  mode: NonNullable<AirtelScenario['callback']>;
  secret: string | undefined;
  onSent: (sent: SentCallback) => void;
}

export async function postCallbacks({ url, tx, mode, secret, onSent }: CallbackJob): Promise<void> {
  const transaction = {
    id: tx.id,
    message:
      tx.result === 'success' ? `Paid ZMW ${tx.amount}. Trans ID ${tx.airtelMoneyId}.` : 'Transaction failed',
    status_code: tx.result === 'success' ? 'TS' : 'TF',
    airtel_money_id: tx.airtelMoneyId,
  };
  const hash =
    mode === 'wrong_signature'
      ? callbackHash(transaction, `not-${secret ?? 'the-key'}`)
      : secret !== undefined
        ? callbackHash(transaction, secret)
        : undefined;
  const body = JSON.stringify({ transaction, ...(hash !== undefined && { hash }) });
  for (let i = 0; i < (mode === 'twice' ? 2 : 1); i += 1) {
    let answer: number | 'error';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      answer = response.status;
    } catch {
      answer = 'error';
    }
    onSent({ url, body, answer });
  }
}
