/**
 * Where the e2e run's local services listen (playwright.config.ts starts them as `webServer`
 * entries, all on 127.0.0.1, on unusual fixed ports next to the app's 5187):
 * - the SMTP sink (smtp-sink.ts): SMTP for the app's SMTP_URL, HTTP for the specs;
 * - the OpenID Connect issuer (oidc-mock.ts) that the app's 'google' sign-in uses (OIDC_*).
 * No other host is contacted.
 */
export const E2E_HOST = '127.0.0.1';

/**
 * The app's port; the local services take the next three. `E2E_PORT` moves the whole block, so two
 * checkouts can run their browser suites side by side.
 */
export const E2E_APP_PORT = Number(process.env.E2E_PORT ?? 5187);

/** SMTP port of the sink; the app gets `SMTP_URL=smtp://127.0.0.1:5188?ignoreTLS=true`. */
export const MAIL_SINK_SMTP_PORT = E2E_APP_PORT + 1;
/** HTTP port of the sink: GET /health, GET /messages?to=<address>, DELETE /messages. */
export const MAIL_SINK_HTTP_PORT = E2E_APP_PORT + 2;
export const MAIL_SINK_URL = `http://${E2E_HOST}:${MAIL_SINK_HTTP_PORT}`;

/** One received mail as the sink's GET /messages returns it. */
export interface SinkMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  /** ISO 8601. */
  receivedAt: string;
  html: string;
  text: string;
  /** HTML and text joined. */
  body: string;
  /** Every http(s) link once, in order, HTML entities decoded. */
  links: string[];
}

/** The local OpenID Connect issuer standing in for Google. */
export const OIDC_PORT = E2E_APP_PORT + 3;
export const OIDC_ISSUER = `http://${E2E_HOST}:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'epp-e2e';
export const OIDC_CLIENT_SECRET = 'epp-e2e-secret';
