/**
 * RFC 6238 time-based codes as an authenticator app computes them, for the server suite and the
 * browser suite alike (docs/decisions/044): node:crypto only, so Playwright can import it too.
 */
import { createHmac } from 'node:crypto';

/**
 * The 6-digit code for a base32 key (as shown under the QR code, spaces and padding allowed).
 * @param base32Key the shared secret, RFC 4648 base32
 * @param at the moment, in ms since the epoch (30-second steps)
 */
export function totpCode(base32Key: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...base32Key.replace(/[\s=]/g, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
