/**
 * Which client a request comes from, behind zero or more reverse proxies (issue 18, item 3;
 * docs/decisions/018-proxies-and-client-address.md).
 *
 * `X-Forwarded-For` is a list the client starts and every proxy appends to: only the entries the
 * trusted proxies wrote, counted from the right, can be believed. The client address is therefore the
 * right-most entry not written by a trusted proxy. Fastify's own `trustProxy: true` believes the
 * left-most entry, which the client chooses, and its numeric form (5.12) trusts no hop at all, so every
 * client looks like the proxy. We hand Fastify a trust function instead, built here from TRUST_PROXY,
 * and use the same function for the Socket.IO handshake (which Fastify does not see), so every limiter,
 * the view counter, better-auth and the sockets agree on one address.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY resolved: no proxy, a hop count (the `n` proxies nearest to us are trusted, whatever
 * their address), or the proxies' addresses and CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Names accepted in the address form, as in Express/Fastify (`proxy-addr`). */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) → `10.0.0.1`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Checks one address or CIDR of the address form. @returns an error text, or undefined when valid */
function addressError(entry: string): string | undefined {
  if (NAMED_RANGES[entry]) return undefined;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return `"${entry}" has a bad prefix length`;
  return undefined;
}

/**
 * Parses TRUST_PROXY: `false`/`0`/empty (no proxy), `true` (one hop: a single proxy in front), a hop
 * count, or a comma-separated list of proxy addresses and CIDR ranges.
 * @returns the setting, or an error text saying what is wrong
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const v = (value ?? '').trim().toLowerCase();
  if (['', 'false', 'no', 'off', '0'].includes(v)) return false;
  // `true` used to mean "believe X-Forwarded-For"; with one proxy in front that is one hop.
  if (['true', 'yes', 'on'].includes(v)) return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 32 ? { hops } : { error: 'a hop count above 32 is not plausible' };
  }
  const addresses = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const errors = addresses.map(addressError).filter((e): e is string => e !== undefined);
  if (errors.length > 0 || addresses.length === 0) {
    return { error: `${errors.join('; ') || 'empty list'} (false, true, a hop count, or addresses/CIDRs)` };
  }
  return { addresses };
}

/** Whether the address at position `hop` (0: the socket's peer, 1: the right-most forwarded entry…) is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trust function Fastify's `trustProxy` receives (it calls it through `proxy-addr`).
 * @returns false when no proxy is trusted (Fastify then uses the socket address)
 */
export function trustFunction(setting: TrustProxy): TrustFunction | false {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const entry of setting.addresses.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client address of a raw request, as Fastify's `req.ip` gives it with the same trust function:
 * walk from the socket's peer leftwards through `X-Forwarded-For` while the current address is a
 * trusted proxy; the first untrusted one (or the left-most entry) is the client.
 * @returns the address, or '' when the socket has none (closed)
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trust: TrustFunction | false): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trust) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...forwarded];
  let i = 0;
  while (i < chain.length - 1 && trust(chain[i]!, i)) i += 1;
  return chain[i]!;
}
