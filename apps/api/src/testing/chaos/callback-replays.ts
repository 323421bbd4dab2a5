import type { HttpClient } from './http-client';
import type { Prng } from './prng';
import type { ChaosStack } from './stack';

interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

const pathOf = (url: string) => new URL(url).pathname;

/** Every callback the stand-ins sent so far, byte for byte, as a replay would send it again. */
function recorded(stack: ChaosStack): Recorded[] {
  return [
    ...stack.mtn.callbacksSent.map((c) => ({
      method: c.method,
      path: pathOf(c.url),
      headers: {},
      body: c.body,
    })),
    ...stack.airtel.callbacksSent.map((c) => ({
      method: 'POST',
      path: pathOf(c.url),
      headers: {},
      body: c.body,
    })),
    ...stack.lenco.callbacksSent
      .filter((c) => c.url)
      .map((c) => ({ method: 'POST', path: pathOf(c.url as string), headers: c.headers, body: c.rawBody })),
  ];
}

/**
 * Sends one earlier callback, picked by the generator, into the API again — minutes later, to either
 * process: a provider's retry or an attacker's replay. It must change nothing (the checks count the
 * repayment entries) and never be answered 500.
 */
export function callbackReplayer(stack: ChaosStack, http: HttpClient) {
  return async (r: Prng): Promise<number | undefined> => {
    const all = recorded(stack);
    if (all.length === 0) return undefined;
    const callback = r.pick(all);
    const res = await http.call(callback.path, {
      method: callback.method,
      headers: {
        ...Object.fromEntries(
          Object.entries(callback.headers).filter(
            ([name]) => !['host', 'content-length'].includes(name.toLowerCase()),
          ),
        ),
        'content-type': 'application/json',
      },
      rawBody: callback.body,
    });
    return res.status;
  };
}
