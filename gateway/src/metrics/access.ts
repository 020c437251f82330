import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Who may read /metrics: an address inside METRICS_ALLOW (loopback by default), or anyone holding
 * METRICS_TOKEN as a Bearer token. Decides 200, 401 (a token is asked for, or a wrong one given) or
 * 403 (no token is configured and the address is outside the list).
 */
export function metricsAccess(options: { token?: string | undefined; allow: readonly string[] }) {
  const allowed = new BlockList();
  for (const entry of options.allow) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIPv4(address) && !isIPv6(address)) continue;
    const prefix = bits === undefined ? (type === 'ipv4' ? 32 : 128) : Number(bits);
    allowed.addSubnet(address, prefix, type);
  }
  const expected = options.token ? Buffer.from(options.token) : null;
  return (ip: string, authorization: string | undefined): 200 | 401 | 403 => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (bearer !== undefined) {
      const given = Buffer.from(bearer);
      return expected && given.length === expected.length && timingSafeEqual(given, expected) ? 200 : 401;
    }
    if (inList(allowed, ip)) return 200;
    return expected ? 401 : 403;
  };
}

function inList(list: BlockList, ip: string): boolean {
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4') || list.check(ip, 'ipv6');
  if (isIPv4(ip)) return list.check(ip, 'ipv4');
  if (isIPv6(ip)) return list.check(ip, 'ipv6');
  return false;
}
