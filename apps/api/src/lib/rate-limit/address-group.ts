import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address a login guess is counted against. An IPv4 address is itself; an IPv6 address counts as
 * its /64, since one subscriber (a phone, a rented server) is routinely given a whole /64 and could
 * otherwise make every guess from a "new" address. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is
 * the IPv4 address.
 */
export function addressGroup(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) fills two groups.
  const tailGroups = tail ? tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}
