/**
 * Reference data served from memory (issue 21, "serve reference data … from memory with ETags,
 * invalidated on change across processes"; docs/decisions/031-reference-data.md).
 *
 * Categories, the services pool and the site settings change a few times a year but are read on
 * every page view: each process keeps the serialized answer with its ETag until the set changes.
 * Statement triggers on the tables (migration 0024) `pg_notify` the set's name on
 * {@link REFERENCE_CHANNEL} whatever code path wrote it, delivered when the transaction commits; each
 * process listens (lib/database-notifications.ts, the one listener it shares with the catalogue index)
 * and drops the set. Nothing is cached before the listener is up or while its connection is down (a notification
 * could be missed), and every set is dropped when it comes back.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationSubscriber } from './database-notifications';

/** The sets of reference data; a change names the sets it touched. */
export const REFERENCE_SETS = ['categories', 'services', 'site', 'capabilities'] as const;
export type ReferenceSet = (typeof REFERENCE_SETS)[number];

/** The PostgreSQL notification channel; the payload is a {@link ReferenceSet}. */
export const REFERENCE_CHANNEL = 'reference_data';

/** One cached answer: the value as loaded, its JSON body and its strong ETag (quoted, as sent). */
export interface ReferenceEntry<T = unknown> {
  value: T;
  json: string;
  etag: string;
}

/** The strong ETag of a body: a quoted base64url SHA-256 prefix (collisions irrelevant at this size). */
export function etagOf(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** In-memory reference data of one process; subscribed to {@link REFERENCE_CHANNEL} by app.ts. */
export class ReferenceData implements NotificationSubscriber {
  private readonly entries = new Map<string, Promise<ReferenceEntry<unknown>>>();
  /** False until a listener is up and while its connection is down: every read goes to the database. */
  private trusted = false;

  /**
   * The answer for `set` (and `variant`, e.g. the services of one category), from memory or from
   * `load`, whose result is serialized once. Concurrent misses share one load; a failed load is not kept.
   * @throws whatever `load` throws
   */
  get<T>(set: ReferenceSet, variant: string, load: () => Promise<T>): Promise<ReferenceEntry<T>> {
    const key = `${set}\u0000${variant}`;
    const cached = this.trusted ? this.entries.get(key) : undefined;
    if (cached) return cached as Promise<ReferenceEntry<T>>;
    const loading = load().then((value) => {
      const json = JSON.stringify(value);
      return { value, json, etag: etagOf(json) };
    });
    if (this.trusted) {
      this.entries.set(key, loading);
      loading.catch(() => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      });
    }
    return loading;
  }

  /** Drops `sets` (every set without an argument) in this process only: a notification arrived. */
  invalidate(sets: readonly ReferenceSet[] = REFERENCE_SETS): void {
    for (const key of [...this.entries.keys()]) {
      if (sets.some((set) => key.startsWith(`${set}\u0000`))) this.entries.delete(key);
    }
  }

  /** A notification on {@link REFERENCE_CHANNEL}: drops the set it names (all for an unknown payload). */
  notify(payload: string): void {
    this.invalidate(setsOf(payload));
  }

  /** Whether answers are kept: a listener is up. */
  get listening(): boolean {
    return this.trusted;
  }

  /** The channel is up (true) or down (false); coming up drops everything that could have been missed. */
  setTrusted(trusted: boolean): void {
    this.invalidate();
    this.trusted = trusted;
  }
}

/** The sets a notification names (every set for a payload this version does not know). */
function setsOf(payload: string | undefined): readonly ReferenceSet[] {
  const set = REFERENCE_SETS.find((s) => s === payload);
  return set ? [set] : REFERENCE_SETS;
}

/**
 * Sends a reference answer with its ETag, or 304 without a body when the browser already has it.
 * `no-cache`: the browser keeps the copy but asks each time, so an admin's change shows on the next
 * page view while an unchanged answer costs a 304.
 */
export function sendReference(req: FastifyRequest, reply: FastifyReply, entry: ReferenceEntry<unknown>): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    return reply.status(304).send();
  }
  // A string body skips the response serializer: the loader returned data already checked against the schema.
  return reply.type('application/json; charset=utf-8').send(entry.json);
}
