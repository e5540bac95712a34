/**
 * TRUST_PROXY parsing and the raw-request client address used by the Socket.IO handshake
 * (issue 18, item 3); the HTTP side is covered through the app in plugins/trust-proxy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { clientAddress, parseTrustProxy, trustFunction } from './client-address';

const raw = (peer: string, xff?: string) => ({
  socket: { remoteAddress: peer } as never,
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
});

describe('TRUST_PROXY', () => {
  it('reads false, true (one hop), a hop count and addresses/CIDRs; refuses anything else', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.5', 'loopback'],
    });
    expect(loadEnv({ TRUST_PROXY: 'fd00::/8' }).TRUST_PROXY).toEqual({ addresses: ['fd00::/8'] });
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY: "proxy.local" is not an IP/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*prefix/);
    expect(parseTrustProxy('999')).toEqual({ error: expect.stringContaining('hop count') });
  });
});

describe('clientAddress (socket handshakes)', () => {
  it('ignores X-Forwarded-For without a trusted proxy', () => {
    expect(clientAddress(raw('198.51.100.1', '203.0.113.9'), trustFunction(false))).toBe('198.51.100.1');
  });

  it('takes the entry the trusted hops wrote, not the left-most one the client wrote', () => {
    const one = trustFunction({ hops: 1 });
    expect(clientAddress(raw('10.0.0.1', '203.0.113.9, 198.51.100.7'), one)).toBe('198.51.100.7');
    expect(clientAddress(raw('10.0.0.1', '198.51.100.7'), one)).toBe('198.51.100.7');
    expect(clientAddress(raw('10.0.0.1'), one)).toBe('10.0.0.1');
    const two = trustFunction({ hops: 2 });
    expect(clientAddress(raw('10.0.0.1', '203.0.113.9, 198.51.100.7, 10.0.0.2'), two)).toBe('198.51.100.7');
  });

  it('walks past trusted proxy addresses only (IPv4-mapped peers included)', () => {
    const trust = trustFunction({ addresses: ['10.0.0.0/8', 'loopback'] });
    expect(clientAddress(raw('::ffff:10.0.0.1', '203.0.113.9, 198.51.100.7, 10.1.1.1'), trust)).toBe('198.51.100.7');
    // A client that reaches the app directly is keyed on its own address, whatever it forwards.
    expect(clientAddress(raw('198.51.100.8', '203.0.113.9'), trust)).toBe('198.51.100.8');
    expect(clientAddress(raw('127.0.0.1', '::1, 2001:db8::5'), trust)).toBe('2001:db8::5');
  });
});
