import type { CallbackEvent, IncomingCallback, ProviderName } from '../../providers/ports';
import type { ProviderAdapters } from '../../providers/registry';

/**
 * One webhook URL per provider application (/api/webhooks/<name>). Airtel needs two: its collection and
 * disbursement products are separate applications with their own callback URL, and the body does not say
 * which one it is about. MTN may POST or PUT.
 */
export interface WebhookChannel {
  name: 'mtn' | 'airtel' | 'airtel-disbursements' | 'lenco' | 'flutterwave';
  provider: Exclude<ProviderName, 'simulator'>;
  methods: ('POST' | 'PUT')[];
  summary: string;
  parse(adapters: ProviderAdapters, callback: IncomingCallback): CallbackEvent[];
}

const collectionsParser: WebhookChannel['parse'] = (adapters, callback) =>
  adapters.collections.parseCallback(callback);

export const WEBHOOK_CHANNELS: readonly WebhookChannel[] = [
  {
    name: 'mtn',
    provider: 'mtn',
    methods: ['POST', 'PUT'],
    summary:
      'MTN MoMo callback (X-Callback-Url) for request-to-pay and transfers; unsigned, so confirmed with a status call',
    parse: collectionsParser,
  },
  {
    name: 'airtel',
    provider: 'airtel',
    methods: ['POST'],
    summary:
      'Airtel Money callback of the collection application (USSD push); hash checked when AIRTEL_CALLBACK_SECRET is set',
    parse: collectionsParser,
  },
  {
    name: 'airtel-disbursements',
    provider: 'airtel',
    methods: ['POST'],
    summary:
      'Airtel Money callback of the disbursement application; hash checked when AIRTEL_CALLBACK_SECRET is set',
    parse(adapters, callback) {
      if (!adapters.parseDisbursementCallback)
        throw new Error('the Airtel adapter has no disbursement parser');
      return adapters.parseDisbursementCallback(callback);
    },
  },
  {
    name: 'lenco',
    provider: 'lenco',
    methods: ['POST'],
    summary: 'Lenco webhook (collection.* and transfer.* events), signed with X-Lenco-Signature',
    parse: collectionsParser,
  },
  {
    name: 'flutterwave',
    provider: 'flutterwave',
    methods: ['POST'],
    summary:
      'Flutterwave webhook of card repayments (charge.completed); verif-hash checked, then confirmed with verify_by_reference',
    parse: collectionsParser,
  },
];
