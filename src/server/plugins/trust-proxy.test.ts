/**
 * The client address behind a reverse proxy (issue 18, item 3; docs/decisions/018-proxies-and-client-address.md):
 * every per-IP limit (our limiter, better-auth's) and the view counter key on the address the trusted
 * proxy saw, never on the left-most X-Forwarded-For entry the client writes, and many clients behind
 * one proxy stay many clients, for the hop-count and the address forms of TRUST_PROXY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerDetail } from '@shared/contracts/partners';
import type { TrustProxy } from '../lib/client-address';
import { createTestApp, LOOSE_LIMIT, looseAuthLimits, TEST_ORIGIN } from '../test/helpers';

/** The proxy's own address: every request below reaches the app from it, unless said otherwise. */
const PROXY = '10.77.0.1';

describe.each<[string, TrustProxy]>([
  ['a hop count (TRUST_PROXY=1, also what `true` means)', { hops: 1 }],
  ['the proxy addresses (TRUST_PROXY=10.77.0.0/16)', { addresses: ['10.77.0.0/16'] }],
])('behind one proxy, trusted by %s', (_name, trustProxy) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({
      trustProxy,
      authRateLimits: looseAuthLimits({ magicLink: { ip: { max: 3, window: 60 }, email: LOOSE_LIMIT } }),
    });
  });
  afterAll(async () => ctx?.close());

  let forged = 0;
  /** What a client in front of the proxy sends: its own left-most entry, different every time. */
  const spoofed = () => `203.0.113.${++forged % 250}, 192.0.2.${forged % 250}`;
  const viaProxy = (client: string, clientWrote?: string) => ({
    remoteAddress: PROXY,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': clientWrote ? `${clientWrote}, ${client}` : client },
  });
  const subscribe = (client: string, clientWrote?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: {}, ...viaProxy(client, clientWrote) });
  const magicLink = (client: string, email: string, clientWrote?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email },
      ...viaProxy(client, clientWrote),
    });

  it('counts a client that rotates the left-most X-Forwarded-For entry as one client (our limiter)', async () => {
    const client = '198.51.100.10';
    const codes: number[] = [];
    // 5 per minute per IP (NEWSLETTER_LIMITS); an invalid body counts like any other request.
    for (let i = 0; i < 6; i++) codes.push((await subscribe(client, spoofed())).statusCode);
    expect(codes.slice(0, 5).every((c) => c !== 429)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('counts a client that rotates the left-most entry as one client (better-auth limiter)', async () => {
    const client = '198.51.100.11';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await magicLink(client, `rotate${i}@example.com`, spoofed())).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('gives 35 clients behind the proxy 35 budgets', async () => {
    const clients = Array.from({ length: 35 }, (_, i) => `198.51.101.${i + 1}`);
    const newsletter = await Promise.all(clients.map((c) => subscribe(c)));
    expect(newsletter.filter((r) => r.statusCode === 429)).toHaveLength(0);
    const auth = await Promise.all(clients.map((c, i) => magicLink(c, `client${i}@example.com`)));
    expect(auth.map((r) => r.statusCode)).toEqual(clients.map(() => 200));
  });

  it('counts a profile view once per client, not once per forged entry, and each client once', async () => {
    const view = (client: string, clientWrote?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/partners/egelojistik', ...viaProxy(client, clientWrote) });
    const first = ((await view('198.51.102.1', spoofed())).json() as PartnerDetail).profileViews;
    for (let i = 0; i < 3; i++) {
      expect(((await view('198.51.102.1', spoofed())).json() as PartnerDetail).profileViews).toBe(first);
    }
    expect(((await view('198.51.102.2')).json() as PartnerDetail).profileViews).toBe(first + 1);
    expect(((await view('198.51.102.3')).json() as PartnerDetail).profileViews).toBe(first + 2);
  });
});

describe('with proxy addresses, a client that reaches the app directly', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: { addresses: ['10.77.0.0/16'] } });
  });
  afterAll(async () => ctx?.close());

  it('is keyed on its own address whatever X-Forwarded-For it sends', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: {},
        remoteAddress: '198.51.100.99',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes[5]).toBe(429);
  });
});
