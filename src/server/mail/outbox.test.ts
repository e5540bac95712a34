/**
 * The outbox worker's claims (docs/decisions/007-outbox-claim.md): a claim is a lease, so a mail
 * claimed by a process that died is sent by a live one once the lease expires; a valid claim excludes
 * every other worker; concurrent drains send each mail once.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createTestApp } from '../test/helpers';
import { MailWorker, type MailTransport } from './outbox';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  // Only this file's mails: the seeded database may hold others.
  await ctx.db.delete(emailOutbox);
});

const log = pino({ level: 'silent' });

/** A transport that records what it sends (recipient per send), optionally slowly. */
function recordingTransport(delayMs = 0) {
  const sent: string[] = [];
  const transport: MailTransport = {
    async sendMail(mail) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      sent.push(mail.to as string);
      return {};
    },
  };
  return { sent, transport };
}

async function queue(n: number, prefix = 'm'): Promise<number[]> {
  const rows = await ctx.db
    .insert(emailOutbox)
    .values(
      Array.from({ length: n }, (_, i) => ({ toAddress: `${prefix}${i}@example.com`, subject: 's', html: '<p>x</p>' })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

describe('MailWorker claims', () => {
  it('sends a mail whose claim expired (the claiming process died), once, and records it', async () => {
    const [id] = await queue(1, 'expired');
    // What a process leaves behind when it is killed between claiming and recording the send.
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, claimedBy: 'dead-worker', claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id!));
    const { sent, transport } = recordingTransport();
    const worker = new MailWorker(ctx.db, log, { transport, workerId: 'live' });
    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual(['expired0@example.com']);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimedBy: null, claimedUntil: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await worker.drain()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('does not touch a mail another worker holds a valid claim on', async () => {
    const [id] = await queue(1, 'held');
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, claimedBy: 'other', claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(emailOutbox.id, id!));
    const [before] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    const { sent, transport } = recordingTransport();
    expect(await new MailWorker(ctx.db, log, { transport, workerId: 'me' }).drain()).toBe(0);
    expect(sent).toEqual([]);
    const [after] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(after).toEqual(before);
  });

  it('claims with a lease of its own worker id and expiry, within five minutes', async () => {
    const [id] = await queue(1, 'lease');
    let seen: { claimedBy: string | null; claimedUntil: Date | null; status: string } | undefined;
    const transport: MailTransport = {
      async sendMail() {
        [seen] = await ctx.db
          .select({
            claimedBy: emailOutbox.claimedBy,
            claimedUntil: emailOutbox.claimedUntil,
            status: emailOutbox.status,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, id!));
        return {};
      },
    };
    await new MailWorker(ctx.db, log, { transport, workerId: 'leaser' }).drain();
    expect(seen?.status).toBe('sending');
    expect(seen?.claimedBy).toBe('leaser');
    const left = seen!.claimedUntil!.getTime() - Date.now();
    expect(left).toBeGreaterThan(30_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);
  });

  it('sends every mail exactly once when two workers drain at the same time', async () => {
    const ids = await queue(30, 'race');
    const { sent, transport } = recordingTransport(2);
    const a = new MailWorker(ctx.db, log, { transport, workerId: 'a' });
    const b = new MailWorker(ctx.db, log, { transport, workerId: 'b' });
    const drainAll = async (w: MailWorker) => {
      let n = 0;
      for (let got = await w.drain(7); got > 0; got = await w.drain(7)) n += got;
      return n;
    };
    const [na, nb] = await Promise.all([drainAll(a), drainAll(b)]);
    expect(na + nb).toBe(30);
    expect(sent.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `race${i}@example.com`).sort());
    const rows = await ctx.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.claimedBy === null)).toBe(true);
  });

  it('does not record a send over a claim it lost (its lease expired and another worker took the mail)', async () => {
    const [id] = await queue(1, 'lost');
    const transport: MailTransport = {
      async sendMail() {
        // While this (slow) send runs, the lease runs out and another worker claims the mail.
        await ctx.db
          .update(emailOutbox)
          .set({ claimedBy: 'taker', claimedUntil: sql`now() + interval '1 minute'` })
          .where(eq(emailOutbox.id, id!));
        return {};
      },
    };
    await new MailWorker(ctx.db, log, { transport, workerId: 'slow' }).drain();
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row).toMatchObject({ status: 'sending', claimedBy: 'taker' });
  });

  it('skips a mail of its batch that another worker took over while it sent the ones before', async () => {
    const [first, second] = await queue(2, 'batch');
    const sent: string[] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        if (sent.length === 0) {
          // The batch's lease ran out during this send and another worker claimed the second mail.
          await ctx.db
            .update(emailOutbox)
            .set({ claimedBy: 'taker', claimedUntil: sql`now() + interval '1 minute'` })
            .where(eq(emailOutbox.id, second!));
        }
        sent.push(mail.to as string);
        return {};
      },
    };
    expect(await new MailWorker(ctx.db, log, { transport, workerId: 'batcher' }).drain()).toBe(2);
    expect(sent).toEqual(['batch0@example.com']);
    const rows = await ctx.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [first!, second!]));
    expect(rows.find((r) => r.id === first)?.status).toBe('sent');
    expect(rows.find((r) => r.id === second)).toMatchObject({ status: 'sending', claimedBy: 'taker' });
  });

  it('gives back the mails it claimed but did not start when it is stopped', async () => {
    const ids = await queue(5, 'stop');
    const sent: string[] = [];
    let sending!: () => void;
    const firstSend = new Promise<void>((r) => (sending = r));
    const transport: MailTransport = {
      async sendMail(mail) {
        sending();
        await new Promise((r) => setTimeout(r, 30));
        sent.push(mail.to as string);
        return {};
      },
    };
    const worker = new MailWorker(ctx.db, log, { transport, workerId: 'stopping' });
    worker.start(60_000);
    await firstSend; // the first tick has claimed all five and is sending the first
    await worker.stop();
    expect(sent).toHaveLength(1);
    const rows = await ctx.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    const queued = rows.filter((r) => r.status === 'queued');
    expect(queued).toHaveLength(5 - sent.length);
    expect(queued.every((r) => r.claimedBy === null && r.attempts === 0)).toBe(true);
    const { sent: later, transport: next } = recordingTransport();
    await new MailWorker(ctx.db, log, { transport: next, workerId: 'next' }).drain();
    expect([...sent, ...later].sort()).toEqual(Array.from({ length: 5 }, (_, i) => `stop${i}@example.com`).sort());
  });
});
