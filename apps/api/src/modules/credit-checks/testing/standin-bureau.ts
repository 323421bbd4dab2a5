import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENQUIRY_PATH, type EnquiryRequestBody, type EnquiryResponse } from '../bureau-wire';

/**
 * A stand-in credit bureau (docs/product.md §25.2, README "Credit bureau stand-in"): a real HTTP server
 * on its own port speaking the consumer enquiry of bureau-wire.ts, answering by the NRC's two middle
 * digits (the district code) so tests and demonstrations can ask for each answer:
 *
 *   /20/ not found · /30/ thin file · /40/ found, 60 days in arrears elsewhere · /50/ found, score 420 ·
 *   /60/ found, K4,500 a month of other instalments · /91/ never answers (timeout) · /92/ answers 503 ·
 *   /93/ answers about another NRC (wrong person) · anything else: found, a clean record, score 690.
 *
 * Like a real bureau it charges once per request id: a repeated X-Request-Id gets the first answer back
 * and is not charged again (`charged`). It refuses a request without the API key.
 */
export const STANDIN_BUREAU_API_KEY = 'standin-bureau-key-not-a-secret';

export interface StandinBureau {
  url: string;
  /** How many times a request id was charged (0 or 1 for a well-behaved client). */
  charged(requestId: string): number;
  /** Every charged enquiry, in order. */
  chargedTotal(): number;
  /** Every request received, answered or not. */
  requestsReceived(): number;
  /** While on, every enquiry is answered 503, as a bureau in an outage would. */
  setOutage(on: boolean): void;
  close(): Promise<void>;
}

const districtOf = (nrc: string) => /^\d{6}\/(\d{2})\/\d$/.exec(nrc.trim())?.[1];

function answerFor(body: EnquiryRequestBody, reference: string): EnquiryResponse | 'hang' | 'error' {
  const nrc = body.consumer.nationalId;
  const consumer = { nationalId: nrc };
  const account = (over: Partial<EnquiryResponse['accounts'][number]>) => ({
    subscriber: 'Another Lender Ltd',
    accountType: 'Personal loan',
    dateOpened: '2026-03-01',
    currentBalance: '2400.00',
    instalmentAmount: '450.00',
    daysInArrears: 0,
    accountStatus: 'CURRENT',
    ...over,
  });
  switch (districtOf(nrc)) {
    case '20':
      return { enquiryStatus: 'NOT_FOUND', reference, consumer: null, score: null, accounts: [] };
    case '30':
      return { enquiryStatus: 'THIN_FILE', reference, consumer, score: null, accounts: [] };
    case '40':
      return {
        enquiryStatus: 'FOUND',
        reference,
        consumer,
        score: { value: 540, grade: 'D' },
        accounts: [account({ daysInArrears: 60, accountStatus: 'IN_ARREARS', currentBalance: '3100.00' })],
      };
    case '50':
      return {
        enquiryStatus: 'FOUND',
        reference,
        consumer,
        score: { value: 420, grade: 'E' },
        accounts: [account({})],
      };
    case '60':
      return {
        enquiryStatus: 'FOUND',
        reference,
        consumer,
        score: { value: 650, grade: 'B' },
        accounts: [
          account({ instalmentAmount: '2500.00', currentBalance: '20000.00' }),
          account({
            subscriber: 'Third Bank Zambia',
            accountType: 'Salary advance',
            instalmentAmount: '2000.00',
          }),
        ],
      };
    case '91':
      return 'hang';
    case '92':
      return 'error';
    case '93': {
      // Another person's report: the serial's first digit changed.
      const other = `${nrc.startsWith('9') ? '8' : '9'}${nrc.slice(1)}`;
      return {
        enquiryStatus: 'FOUND',
        reference,
        consumer: { nationalId: other },
        score: { value: 700, grade: 'A' },
        accounts: [account({})],
      };
    }
    default:
      return {
        enquiryStatus: 'FOUND',
        reference,
        consumer,
        score: { value: 690, grade: 'B' },
        accounts: [account({})],
      };
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Starts the stand-in on `port` (0: a free one) and answers until closed. */
export async function startStandinBureau(
  options: { port?: number; host?: string; apiKey?: string } = {},
): Promise<StandinBureau> {
  const apiKey = options.apiKey ?? STANDIN_BUREAU_API_KEY;
  const answered = new Map<string, EnquiryResponse>();
  const charges = new Map<string, number>();
  let total = 0;
  let received = 0;
  let outage = false;
  const server = createServer((request, response) => {
    received += 1;
    void (async () => {
      if (request.method !== 'POST' || request.url !== ENQUIRY_PATH)
        return send(response, 404, { error: 'not found' });
      if (request.headers['x-api-key'] !== apiKey) return send(response, 401, { error: 'bad api key' });
      const requestId = request.headers['x-request-id'];
      if (typeof requestId !== 'string' || requestId === '')
        return send(response, 400, { error: 'no request id' });
      let body: EnquiryRequestBody;
      try {
        body = JSON.parse(await readBody(request)) as EnquiryRequestBody;
      } catch {
        return send(response, 400, { error: 'bad body' });
      }
      if (outage) return send(response, 503, { error: 'service unavailable' });
      const earlier = answered.get(requestId);
      if (earlier) return send(response, 200, earlier);
      const answer = answerFor(body, `SB-${String(total + 1).padStart(6, '0')}`);
      if (answer === 'hang') return; // never answers: the client's timeout must end it
      if (answer === 'error') return send(response, 503, { error: 'service unavailable' });
      answered.set(requestId, answer);
      charges.set(requestId, (charges.get(requestId) ?? 0) + 1);
      total += 1;
      send(response, 200, answer);
    })().catch(() => send(response, 500, { error: 'stand-in failed' }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  // A stand-in inside the dev server must not keep the process alive on its own.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    charged: (requestId) => charges.get(requestId) ?? 0,
    chargedTotal: () => total,
    requestsReceived: () => received,
    setOutage: (on) => {
      outage = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
