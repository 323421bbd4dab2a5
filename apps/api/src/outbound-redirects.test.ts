import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BearerJsonClient } from './providers/bearer-json-client';
import { productionSources } from './testing/source-files';

// ASVS v5.0.0-15.3.2: the server's calls to providers, the bureau and the SMS gateway never follow a
// redirect, which would carry a key or a borrower's data to a host nobody configured.

const listening = async (server: Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe('outbound calls do not follow redirects', () => {
  it('every awaited fetch of production code says redirect: error', () => {
    const missing = productionSources().flatMap(({ path, text }) => {
      const calls = text.match(/await (?:this\.)?fetch(?:Impl)?\(/g)?.length ?? 0;
      const refused = text.match(/redirect: 'error'/g)?.length ?? 0;
      return calls > refused ? [`${path}: ${calls} fetch calls, ${refused} with redirect: 'error'`] : [];
    });
    expect(missing).toEqual([]);
  });

  describe('a provider that answers with a redirect', () => {
    const elsewhere: string[] = [];
    let target: Server;
    let redirecting: Server;
    let base: string;
    beforeAll(async () => {
      target = createServer((request, response) => {
        elsewhere.push(String(request.headers.authorization));
        response.end('{}');
      });
      const targetUrl = await listening(target);
      redirecting = createServer((_request, response) => {
        response.writeHead(307, { location: `${targetUrl}/stolen` }).end();
      });
      base = await listening(redirecting);
    });
    afterAll(() => {
      target.close();
      redirecting.close();
    });

    it('is unreachable to the client, and the key never reaches the other host', async () => {
      const client = new BearerJsonClient('Lenco', {
        baseUrl: base,
        secret: 'sk_live_secret',
        timeoutMs: 2000,
      });
      const reply = await client.post('/transfers', { amount: 100 });
      expect(reply.kind).toBe('unreachable');
      expect(JSON.stringify(reply)).not.toContain('sk_live_secret');
      expect(elsewhere).toEqual([]);
    });
  });
});
