/**
 * The in-app path a notification leads to, or null. `actionUrl` is written by the server as a path
 * of this site (spec §3); anything else (another host, `javascript:`, a protocol-relative `//x`) is
 * ignored rather than followed.
 */
export function actionPathOf(actionUrl: string | null): string | null {
  if (!actionUrl || !actionUrl.startsWith('/') || actionUrl.startsWith('//') || actionUrl.startsWith('/\\'))
    return null;
  return actionUrl;
}
