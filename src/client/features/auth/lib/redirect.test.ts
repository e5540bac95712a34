import { DEFAULT_REDIRECT, safeRedirect, sanitizeRedirect, targetAfterSignIn } from './redirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/partners', '/partners'],
    ['/partners?category=gumruk&search=a%20b#list', '/partners?category=gumruk&search=a%20b#list'],
    ['/admin/partner-inspection/12', '/admin/partner-inspection/12'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(sanitizeRedirect(value)).toBe(expected);
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['///evil.com', 'protocol-relative with more slashes'],
    ['https://evil.com', 'absolute'],
    ['http://evil.com/path', 'absolute http'],
    ['/\\evil.com', 'backslash read as a slash by browsers'],
    ['/\\/evil.com', 'backslash then slash'],
    ['\\\\evil.com', 'two backslashes'],
    ['/\tevil', 'tab that browsers drop'],
    ['/\n/evil.com', 'newline that browsers drop'],
    [' /partners', 'leading space'],
    ['javascript:alert(1)', 'script URL'],
    ['evil.com', 'no leading slash'],
    ['', 'empty'],
    ['/auth?redirect=/x', 'the sign-in page itself'],
    ['/.//evil.example', 'dot segment that normalises to //evil.example'],
    ['/./evil.example/..//evil.example', 'dot-dot segment that normalises to //'],
    ['/%2e//evil.example', 'encoded dot segment'],
    ['/%2E%2E//evil.example', 'encoded dot-dot segment'],
    ['/a/..//evil.example', 'parent segment that leaves //evil.example'],
  ])('refuses %j (%s)', (value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });

  it('refuses null, undefined and very long values', () => {
    expect(sanitizeRedirect(null)).toBeNull();
    expect(sanitizeRedirect(undefined)).toBeNull();
    expect(sanitizeRedirect(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('falls back to the home page', () => {
    expect(DEFAULT_REDIRECT).toBe('/');
    expect(safeRedirect('//evil.com')).toBe('/');
    expect(safeRedirect('https://evil.com', '/partners')).toBe('/partners');
  });
});

describe('targetAfterSignIn', () => {
  const target = (query: string) => targetAfterSignIn(new URLSearchParams(query));

  it('goes to a valid redirect, else home', () => {
    expect(target('redirect=%2Fuser-panel%3Ftab%3Dprofile')).toBe('/user-panel?tab=profile');
    expect(target('redirect=%2F%2Fevil.com')).toBe('/');
    expect(target('redirect=https%3A%2F%2Fevil.com')).toBe('/');
    expect(target('redirect=%2F%5Cevil')).toBe('/');
    expect(target('')).toBe('/');
  });

  it('continues with what the visitor came for when there is no redirect', () => {
    expect(target('from=partner')).toBe('/partner-application');
    expect(target('from=quote')).toBe('/partners');
    expect(target('from=quote&redirect=%2Fpartner%2Fatlas')).toBe('/partner/atlas');
    expect(target('from=other')).toBe('/');
  });
});
