/**
 * An approximate device name from a User-Agent header, for the security alert mails (issue 22;
 * docs/decisions/037-security-alerts.md): "Chrome, Windows". No parser library is a dependency of
 * the project (bowser is only a transitive one of the AWS SDK), and the mail needs no more than the
 * browser family and the operating system, so a few ordered patterns do. The header is whatever the
 * client sent: the result is a hint for the account's owner, never a decision.
 */

/** Browser families, most specific first: Edge, Opera, Samsung and Yandex also say "Chrome" and "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Operating systems, most specific first: iPadOS and Android also say "like Mac OS X" and "Linux". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, list: readonly (readonly [RegExp, string])[]) =>
  list.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * "Browser, OS" from a User-Agent header, either part left out when unrecognised.
 * @param userAgent the request's User-Agent, possibly missing
 * @returns e.g. 'Chrome, Windows', 'Safari, iOS', 'Firefox'; null when neither part is recognised
 */
export function describeUserAgent(userAgent: string | null | undefined): string | null {
  const ua = (userAgent ?? '').slice(0, 512);
  const parts = [first(ua, BROWSERS), first(ua, SYSTEMS)].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : null;
}
