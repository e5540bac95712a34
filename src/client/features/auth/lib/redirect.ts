/** Where to go after sign-in when nothing (valid) is asked for (spec §2 "/auth": default '/'). */
export const DEFAULT_REDIRECT = '/';

/** Characters that browsers strip or treat as '/' while parsing a URL: controls, spaces, backslash. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

const PROBE_ORIGIN = 'https://redirect.invalid';

/**
 * The `redirect` query parameter as a same-site path, or null when it is not one.
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

/** {@link sanitizeRedirect} with a fallback. */
export function safeRedirect(value: string | null | undefined, fallback: string = DEFAULT_REDIRECT): string {
  return sanitizeRedirect(value) ?? fallback;
}

/** The `from` values of /auth (spec §2): why a visitor was asked to sign in. */
export type AuthFrom = 'quote' | 'partner';

export function parseFrom(value: string | null): AuthFrom | null {
  return value === 'quote' || value === 'partner' ? value : null;
}

/**
 * Where to go after signing in: the sanitised `redirect`, else what the visitor came for (the
 * partner application for `from=partner`, the catalogue for `from=quote`), else the home page.
 */
export function targetAfterSignIn(params: URLSearchParams): string {
  const fromDefault =
    parseFrom(params.get('from')) === 'partner'
      ? '/partner-application'
      : parseFrom(params.get('from')) === 'quote'
        ? '/partners'
        : DEFAULT_REDIRECT;
  return safeRedirect(params.get('redirect'), fromDefault);
}
