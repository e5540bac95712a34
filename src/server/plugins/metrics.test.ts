/**
 * GET /metrics (issue 23): 404 by default, 401 without or with a wrong token, and the request
 * histogram by route pattern in Prometheus text with the right token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { emailOutbox } from '../db/schema';
import { MailWorker } from '../mail/outbox';
import { createTestApp } from '../test/helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';
let plain: Awaited<ReturnType<typeof createTestApp>>;
let guarded: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [plain, guarded] = await Promise.all([createTestApp(), createTestApp({ metricsToken: TOKEN })]);
});
afterAll(async () => {
  await plain?.close();
  await guarded?.close();
});

describe('GET /metrics', () => {
  it('answers 404 when no token is configured, even with one sent', async () => {
    const res = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without a token or with a wrong one', async () => {
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('serves the request histogram by route pattern, and the process metrics, with the token', async () => {
    expect((await guarded.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    await guarded.app.inject({ method: 'GET', url: '/api/no-such-route/12345' });
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/categories"[^}]*\} 1/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*status_code="404"/);
    expect(res.body).not.toContain('no-such-route');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('nodejs_heap_size_used_bytes');
  });

  it('reads the outbox by status, the sockets and the job queue when scraped', async () => {
    const scrape = async () =>
      (await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .body;
    const queued = (body: string) => Number(/^email_outbox_messages\{status="queued"\} (\d+)$/m.exec(body)?.[1] ?? 0);
    const before = queued(await scrape());
    await guarded.db
      .insert(emailOutbox)
      .values([1, 2].map((i) => ({ toAddress: `gauge${i}@example.com`, subject: 's', html: '<p>x</p>' })));
    const body = await scrape();
    expect(queued(body)).toBe(before + 2);
    expect(body).toMatch(/^socketio_connections 0$/m);
    // The test app runs no job queue: the gauge is there, with no queue.
    expect(body).toContain('# TYPE job_queue_jobs gauge');
    await guarded.db.delete(emailOutbox);
  });

  it('times the database statements, those of transactions too', async () => {
    const scrape = async () =>
      (await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .body;
    const statements = (body: string) => Number(/^db_query_duration_seconds_count (\d+)$/m.exec(body)?.[1] ?? NaN);
    const before = statements(await scrape());
    expect(before).toBeGreaterThanOrEqual(0);
    await guarded.db.transaction(async (tx) => {
      await tx.insert(emailOutbox).values({ toAddress: 'timed@example.com', subject: 's', html: '<p>x</p>' });
      await tx.update(emailOutbox).set({ subject: 't' });
      await tx.delete(emailOutbox);
    });
    const body = await scrape();
    // The three statements inside (the scrapes' own outbox query adds at most two more).
    expect(statements(body) - before).toBeGreaterThanOrEqual(3);
    expect(body).toMatch(/^db_query_duration_seconds_bucket\{le="0\.001"\} \d+$/m);
  });

  it('counts the mails the worker delivers through the transport', async () => {
    await guarded.db.insert(emailOutbox).values({ toAddress: 'metrics@example.com', subject: 's', html: '<p>x</p>' });
    const sent: string[] = [];
    const worker = new MailWorker(guarded.db, pino({ level: 'silent' }), {
      transport: { sendMail: async (m) => void sent.push(m.to as string) },
      onDelivery: guarded.app.countMailDelivery,
    });
    await worker.drain(1000);
    expect(sent).toContain('metrics@example.com');
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).toContain(`mail_deliveries_total{outcome="sent"} ${sent.length}`);
  });
});
