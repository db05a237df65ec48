/**
 * Which IP addresses the server may connect to on a customer's behalf: public unicast ones only.
 *
 * ipaddr.js (the range table Express's proxy-addr relies on) names the special ranges of both families;
 * everything it does not call `unicast` is refused: 0.0.0.0/8, loopback, RFC 1918, link-local (the cloud
 * metadata address 169.254.169.254), CGNAT 100.64/10, multicast, broadcast, documentation, benchmarking
 * and reserved ranges, IPv6 unspecified, loopback, unique-local, link-local, site-local, multicast,
 * discard, ORCHID, Teredo and the rest. An IPv6 address must also be global unicast (2000::/3).
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, SIIT
 * ::ffff:0:a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::) are judged by the IPv4 address they
 * reach, so `::ffff:127.0.0.1` and `64:ff9b::a9fe:a9fe` are loopback and link-local.
 */
import ipaddr from 'ipaddr.js';

/** `public`, or the name of the special range the address falls in (ipaddr.js's names). */
export type AddressClass = 'public' | 'invalid' | string;

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** IPv6 prefixes whose last 32 bits are an IPv4 address: mapped, compatible, SIIT (RFC 6145), NAT64. */
const LAST_32_BITS_V4 = ['::ffff:0:0/96', '::/96', '::ffff:0:0:0/96', '64:ff9b::/96'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR('2002::/16');

function classifyV4(address: ipaddr.IPv4): AddressClass {
  const range = address.range();
  return range === 'unicast' ? 'public' : range;
}

/** The IPv4 address bits 16..47 (6to4) or 96..127 (the others) carry. */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  if (LAST_32_BITS_V4.some((cidr) => address.match(cidr))) return new ipaddr.IPv4(bytes.slice(12, 16));
  if (address.match(SIX_TO_FOUR)) return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

function classifyV6(address: ipaddr.IPv6): AddressClass {
  const range = address.range();
  // `::` and `::1` sit inside ::/96 too: named for what they are, not for the IPv4 address they spell.
  if (range === 'unspecified' || range === 'loopback') return range;
  const carried = embeddedV4(address);
  if (carried) {
    const inner = classifyV4(carried);
    return inner === 'public' ? 'public' : `${range}:${inner}`;
  }
  if (range !== 'unicast') return range;
  return address.match(GLOBAL_UNICAST_V6) ? 'public' : 'reserved';
}

/** The class of an IP address literal (IPv6 with or without brackets or a zone); `invalid` if it is none. */
export function classifyAddress(literal: string): AddressClass {
  const text = literal.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // isValidFourPartDecimal: only the dotted quad; `127.1` or `0x7f.1` are names here, never addresses.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return classifyV4(ipaddr.IPv4.parse(text));
  if (ipaddr.IPv6.isValid(text)) return classifyV6(ipaddr.IPv6.parse(text));
  return 'invalid';
}

/** True for an address the server may connect to for a customer: public unicast. */
export function isPublicAddress(literal: string): boolean {
  return classifyAddress(literal) === 'public';
}

/** True when the text is an IP address literal (dotted-quad IPv4, or IPv6 with or without brackets). */
export function isAddressLiteral(text: string): boolean {
  return classifyAddress(text) !== 'invalid';
}
