/**
 * Same-site return paths, checked the same way by the client (the `redirect` of /auth) and the server
 * (the `callbackURL` it writes into a verification or magic link; issue 18 item 13).
 */

/** Characters that browsers strip or treat as '/' while parsing a URL: controls, spaces, backslash. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

const PROBE_ORIGIN = 'https://redirect.invalid';

/**
 * The value as a same-site path, or null when it is not one.
 *
 * Accepted: a path that starts with exactly one '/' (`/partners?category=gumruk#x`). Refused:
 * absolute URLs (`https://evil.com`), protocol-relative ones (`//evil.com`), backslash tricks
 * (`/\evil.com`, which browsers read as `//evil.com`), control characters and whitespace (which
 * browsers drop before parsing), `javascript:` and anything else that does not stay on this origin
 * once parsed, and paths whose dot segments normalise to `//host` (`/.//evil.example`). The /auth page
 * itself is refused too (it would loop).
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (UNSAFE_CHARS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments (also encoded: `/%2e//evil.example`) normalise to a path that starts with '//', which a
  // browser reads as another host when the path is used as a URL.
  if (path.startsWith('//')) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return path;
}

/**
 * `path` (already same-site) with `key=value` set in its query string, keeping the rest and the hash:
 * `withQueryParam('/partner/ege?quote=1', 'confirmed', 'true')` → `/partner/ege?quote=1&confirmed=true`.
 */
export function withQueryParam(path: string, key: string, value: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
