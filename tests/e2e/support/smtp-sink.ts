/**
 * The e2e run's mailbox (a `webServer` entry of playwright.config.ts, started before the app): an
 * SMTP server (`smtp-server`, no TLS, no auth) that keeps every mail in memory, parsed with
 * `mailparser`, and an HTTP API for the specs (support/mailbox.ts):
 *
 *   GET    /health                  200 {ok, messages}
 *   GET    /messages?to=<address>   the mails whose envelope names the address (all without `to`), oldest first
 *   DELETE /messages                forget everything
 *
 *   node --import tsx tests/e2e/support/smtp-sink.ts
 *
 * Ports: MAIL_SINK_SMTP_PORT / MAIL_SINK_HTTP_PORT (defaults in services.ts); 127.0.0.1 only.
 * A mail is `{to, from, subject, receivedAt, html, text, body, links}`: `to` lists the envelope
 * recipients in lower case, `body` the HTML and text joined, `links` every http(s) link once, in
 * order, with HTML entities decoded (the same shape as auth-mail-sink.ts, which it can replace).
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_HOST, MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT, type SinkMail } from './services';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? MAIL_SINK_SMTP_PORT);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? MAIL_SINK_HTTP_PORT);
const MAX_MESSAGES = 1000;
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

const messages: SinkMail[] = [];

const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The links of a mail: every href of the HTML, then any other http(s) URL of the text. */
function linksOf(html: string, text: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
    if (/^https?:\/\//i.test(m[1]!)) found.add(decodeEntities(m[1]!));
  }
  for (const m of text.matchAll(/https?:\/\/[^\s"'<>\]]+/g)) found.add(m[0]);
  return [...found];
}

const smtp = new SMTPServer({
  // The app's nodemailer sends without credentials and without STARTTLS.
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: MAX_MESSAGE_BYTES,
  logger: false,
  banner: 'e2e mail sink',
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    simpleParser(stream)
      .then((mail) => {
        const html = typeof mail.html === 'string' ? mail.html : '';
        const text = mail.text ?? '';
        messages.push({
          to,
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          receivedAt: new Date().toISOString(),
          html,
          text,
          body: [html, text].filter(Boolean).join('\n'),
          links: linksOf(html, text),
        });
        if (messages.length > MAX_MESSAGES) messages.shift();
        callback();
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
  },
});
smtp.on('error', (err) => console.error('[smtp-sink] SMTP error', err));
smtp.listen(SMTP_PORT, E2E_HOST, () => console.log(`[smtp-sink] SMTP on ${E2E_HOST}:${SMTP_PORT}`));

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${E2E_HOST}`);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/health' && req.method === 'GET') return json(200, { ok: true, messages: messages.length });
  if (url.pathname === '/messages' && req.method === 'GET') {
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    return json(200, to ? messages.filter((m) => m.to.includes(to)) : messages);
  }
  if (url.pathname === '/messages' && req.method === 'DELETE') {
    messages.length = 0;
    return json(200, { ok: true });
  }
  return json(404, { error: 'not found' });
});
http.listen(HTTP_PORT, E2E_HOST, () => console.log(`[smtp-sink] HTTP on http://${E2E_HOST}:${HTTP_PORT}`));

// Playwright stops its web servers with SIGTERM (gracefulShutdown in playwright.config.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http.close();
    http.closeAllConnections();
    smtp.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
