/**
 * The SMS outbox (issue 22; docs/decisions/043-sms-outbox.md): each SMS leaves once even with two
 * workers, a gateway failure is retried, the Netgsm request shape goes to SMS_URL, and without SMS_URL
 * the SMS is logged. The gateway is a local HTTP server that records what it receives.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { openTestDatabase } from '../test/helpers';
import { enqueueSms, SmsWorker } from './outbox';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await db.delete(smsOutbox);
});

const silent = pino({ level: 'silent' });

interface Received {
  authorization: string | undefined;
  url: string;
  body: { msgheader: string; encoding: string; messages: { msg: string; no: string }[] };
}

/** A fake Netgsm: records every request; answers `failFirst` requests with HTTP 503, then code 00. */
async function fakeGateway(failFirst = 0): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  let calls = 0;
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text;
  };
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      calls += 1;
      received.push({
        authorization: req.headers.authorization,
        url: req.url ?? '',
        body: JSON.parse(text) as Received['body'],
      });
      if (calls <= failFirst) {
        res.writeHead(503).end('busy');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: '00', jobid: `job-${calls}`, description: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://kullanici:s%C3%BCper@127.0.0.1:${port}/sms/rest/v2/send?msgheader=IHRACAT`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function queue(n: number): Promise<number[]> {
  for (let i = 0; i < n; i += 1) {
    await enqueueSms(db, {
      to: `+90532000${String(i).padStart(4, '0')}`,
      type: 'otp_verification',
      language: i % 2 ? 'en' : 'tr',
      params: { code: '123456' },
    });
  }
  return (await db.select({ id: smsOutbox.id }).from(smsOutbox)).map((r) => r.id);
}

describe('SmsWorker (decision 043)', () => {
  it('sends each SMS exactly once with two workers draining at the same time', async () => {
    const gateway = await fakeGateway();
    try {
      const ids = await queue(6);
      const a = new SmsWorker(db, silent, { smsUrl: gateway.url, workerId: 'a' });
      const b = new SmsWorker(db, silent, { smsUrl: gateway.url, workerId: 'b' });
      const [na, nb] = await Promise.all([a.drain(), b.drain()]);
      expect(na + nb).toBe(6);
      expect(await a.drain()).toBe(0);
      expect(await b.drain()).toBe(0);
      const numbers = gateway.received.map((r) => r.body.messages[0]!.no).sort();
      expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => `90532000${String(i).padStart(4, '0')}`));
      const rows = await db.select().from(smsOutbox).where(inArray(smsOutbox.id, ids));
      expect(
        rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt && r.providerRef?.startsWith('job-')),
      ).toBe(true);
    } finally {
      await gateway.close();
    }
  });

  it("posts Netgsm's request shape: Basic auth from the URL, msgheader, TR encoding, number without +", async () => {
    const gateway = await fakeGateway();
    try {
      await enqueueSms(db, {
        to: '+905321234567',
        type: 'otp_verification',
        language: 'tr',
        params: { code: '654321' },
      });
      await new SmsWorker(db, silent, { smsUrl: gateway.url }).drain();
      expect(gateway.received).toHaveLength(1);
      const [req] = gateway.received;
      expect(req!.url).toBe('/sms/rest/v2/send');
      expect(req!.authorization).toBe(`Basic ${Buffer.from('kullanici:süper').toString('base64')}`);
      expect(req!.body).toEqual({
        msgheader: 'IHRACAT',
        encoding: 'TR',
        messages: [
          {
            no: '905321234567',
            msg: 'İhracat Partner doğrulama kodunuz: 654321. Kod 10 dakika geçerlidir, kimseyle paylaşmayın.',
          },
        ],
      });
      // Once sent, the stored text no longer holds the code.
      const [row] = await db.select().from(smsOutbox);
      expect(row!.body).not.toContain('654321');
      expect(row!.body).toContain('******');
    } finally {
      await gateway.close();
    }
  });

  it('retries after a gateway failure, with backoff, and then sends once', async () => {
    const gateway = await fakeGateway(1);
    try {
      const [id] = await queue(1);
      const worker = new SmsWorker(db, silent, { smsUrl: gateway.url });
      expect(await worker.drain()).toBe(1);
      let [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id!));
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row!.lastError).toContain('503');
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Not final yet: the row keeps the code the retry must send.
      expect(row!.body).toContain('123456');
      // Not due yet: nothing is claimed. Make it due, as time would.
      expect(await worker.drain()).toBe(0);
      await db
        .update(smsOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(smsOutbox.id, id!));
      expect(await worker.drain()).toBe(1);
      [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id!));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(gateway.received).toHaveLength(2);
      expect(gateway.received[1]!.body.messages[0]!.msg).toContain('123456');
      expect(row!.body).not.toContain('123456');
    } finally {
      await gateway.close();
    }
  });

  it('fails a message the gateway refuses with its own error code, keeping the error', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: '40', description: 'msgheader not defined' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const [id] = await queue(1);
      await db.update(smsOutbox).set({ attempts: 4 }).where(eq(smsOutbox.id, id!));
      const { port } = server.address() as AddressInfo;
      await new SmsWorker(db, silent, { smsUrl: `http://127.0.0.1:${port}/send` }).drain();
      const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id!));
      expect(row).toMatchObject({ status: 'failed', attempts: 5 });
      expect(row!.lastError).toContain('code 40');
      expect(row!.body).not.toContain('123456');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('without SMS_URL writes the SMS to the log and keeps it as logged', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const [id] = await queue(1);
    expect(await new SmsWorker(db, log).drain()).toBe(1);
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id!));
    expect(row).toMatchObject({ status: 'logged', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.body).not.toContain('123456');
    const entry = JSON.parse(lines.find((l) => l.includes('no SMS_URL'))!) as { sms: { to: string; body: string } };
    expect(entry.sms.to).toBe('+905320000000');
    expect(entry.sms.body).toContain('123456');
  });

  it('renders the template of the language asked for', async () => {
    await enqueueSms(db, {
      to: '+905321234567',
      type: 'payment_confirmation',
      language: 'en',
      params: { company: 'Ege Lojistik', amount: '€500.00' },
    });
    const [row] = await db.select().from(smsOutbox);
    expect(row).toMatchObject({ language: 'en', templateType: 'payment_confirmation', redactedBody: null });
    expect(row!.body).toBe('Your payment of €500.00 for Ege Lojistik has been received. Thank you. - Export Partner');
  });
});
