import type { Config } from '../../config';
import type { CreditBureau } from './credit-bureau';
import { httpBureau } from './http-bureau';
import { STANDIN_BUREAU_API_KEY, startStandinBureau } from './testing/standin-bureau';

const bureaus = new WeakMap<Config['creditBureau'], Promise<CreditBureau | undefined>>();

async function makeBureau(config: Config): Promise<CreditBureau | undefined> {
  const { mode, url, apiKey, timeoutMs } = config.creditBureau;
  if (mode === 'off') return undefined;
  if (mode === 'transunion') {
    if (!url || !apiKey) throw new Error('CREDIT_BUREAU=transunion needs CREDIT_BUREAU_URL and _API_KEY');
    return httpBureau({ name: 'transunion', baseUrl: url, apiKey, timeoutMs });
  }
  // Made-up reports never decide a real loan (decision 033's rule for the payment simulator); config.ts
  // refuses this at boot, and this refuses it again for a context built another way.
  if (config.nodeEnv === 'production')
    throw new Error('the stand-in credit bureau does not run in production');
  // The quick start: no URL starts the stand-in inside this process, like the payment simulator.
  const baseUrl = url ?? (await startStandinBureau()).url;
  return httpBureau({ name: 'standin', baseUrl, apiKey: apiKey ?? STANDIN_BUREAU_API_KEY, timeoutMs });
}

/** The bureau CREDIT_BUREAU names, made once per configuration; undefined when it is off. */
export function bureauFor(config: Config): Promise<CreditBureau | undefined> {
  let bureau = bureaus.get(config.creditBureau);
  if (!bureau) {
    bureau = makeBureau(config);
    bureaus.set(config.creditBureau, bureau);
  }
  return bureau;
}
