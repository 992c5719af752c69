import ipaddr from 'ipaddr.js';

/** One allowed range of `OUTBOUND_ALLOW`: an address and its prefix length. */
export type AllowRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Parses one `OUTBOUND_ALLOW` entry (`10.0.0.0/8`, `127.0.0.1`, `::1/128`); a bare address is
 * a range of one. Returns null for anything else, so config can name the bad entry.
 */
export function parseAllowEntry(entry: string): AllowRange | null {
  const s = entry.trim();
  try {
    // Only canonical spellings: an allow-list is read by people, and `10.0.0/8` or `0x7f.1` (which
    // ipaddr.js would accept) do not mean what a reader expects.
    const [address, bits] = s.split('/');
    const canonical = ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
    if (!canonical) return null;
    if (bits !== undefined) return /^\d{1,3}$/.test(bits) ? ipaddr.parseCIDR(s) : null;
    return [ipaddr.parse(address), address.includes(':') ? 128 : 32];
  } catch {
    // falls through to null
  }
  return null;
}

/** Parses a comma-separated allow-list; throws naming the first bad entry. */
export function parseAllowList(value: string | string[] | undefined): AllowRange[] {
  const entries = (Array.isArray(value) ? value : (value ?? '').split(','))
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.map((e) => {
    const range = parseAllowEntry(e);
    if (!range) throw new Error(`'${e}' is not an IP address or CIDR range`);
    return range;
  });
}

/**
 * Why an address may not be fetched, or null when it may. Only globally routable unicast passes:
 * loopback, private, link-local (cloud metadata 169.254.169.254), CGNAT, multicast, unspecified,
 * broadcast, documentation, unique-local and the other special ranges are refused, unless the
 * operator allowed them. IPv4 embedded in IPv6 (::ffff:127.0.0.1, NAT64, 6to4) is judged as the
 * IPv4 address it reaches.
 * Other translation ranges (Teredo, the local-use NAT64 prefix) keep their own name and are refused.
 */
export function refusedRange(address: string, allow: readonly AllowRange[] = []): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return 'not an IP address';
  }
  const embedded = embeddedIPv4(ip);
  if (embedded) ip = embedded;
  for (const [net, bits] of allow) if (net.kind() === ip.kind() && ip.match(net, bits)) return null;
  const range = ip.range();
  return range === 'unicast' ? null : range;
}

/** The IPv4 address an IPv6 address stands for (mapped, translated, NAT64, 6to4), if any. */
function embeddedIPv4(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | null {
  if (ip.kind() !== 'ipv6') return null;
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  const b = v6.toByteArray();
  const wellKnownNat64 = range === 'rfc6052' && b.slice(4, 12).every((x) => x === 0);
  if (range === 'ipv4Mapped' || range === 'rfc6145' || wellKnownNat64)
    return ipaddr.fromByteArray(b.slice(12)) as ipaddr.IPv4;
  if (range === '6to4') return ipaddr.fromByteArray(b.slice(2, 6)) as ipaddr.IPv4;
  return null;
}
