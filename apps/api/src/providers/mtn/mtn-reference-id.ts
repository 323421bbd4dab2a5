import { createHash } from 'node:crypto';

/**
 * MTN identifies a request-to-pay or transfer by the X-Reference-Id the caller chooses, and a second POST
 * with the same id answers 409: that header is MoMo's idempotency key. It must be a UUID and MTN's
 * gateway refuses (400) anything not laid out as version 4, so a name-based UUID v5 is not safe here.
 *
 * We therefore derive it like a v5 (a hash of namespace and name) but with SHA-256 and the version bits
 * of a v4: the same (namespace, reference) always gives the same id, so a retry of our reference can
 * never become a second charge, and no mapping table is needed: a status query derives the id again.
 * The namespace keeps two deployments that share one MTN account (and perhaps reference formats) apart;
 * changing it orphans transactions in flight.
 */
export function mtnReferenceId(namespace: string, reference: string): string {
  if (reference.length === 0) throw new RangeError('reference must not be empty');
  // The length prefix makes (namespace, reference) unambiguous: ("a:b", "c") ≠ ("a", "b:c").
  const bytes = createHash('sha256').update(`${namespace.length}:${namespace}:${reference}`).digest();
  const b = bytes.subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40; // version 4
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
