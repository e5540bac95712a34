/**
 * The one way a process hears of database changes (docs/decisions/031 and 032): triggers
 * `pg_notify` a channel at commit (migrations 0024 and 0025), and each process listens on every
 * channel its in-memory copies need — reference data (`reference_data`) and the catalogue index
 * (`catalogue_partners`) — through one listener: on PostgreSQL one dedicated connection outside the
 * pool (`LISTEN` per channel, reconnecting 1 s … 30 s), on PGlite its in-process `listen()` per
 * channel (one process per data directory: db/data-dir-lock.ts).
 *
 * A subscriber keeps answers from memory only while it is trusted: not before the listener is up, not
 * while its connection is down (a notification could be missed), and it must assume everything
 * changed when it comes back (`setTrusted(true)` is called again after each reconnect).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

/** What listens on one channel. */
export interface NotificationSubscriber {
  /** A notification's payload (`''` when the trigger sent none); called in commit order. */
  notify(payload: string): void;
  /**
   * `true` once every later notification will arrive (after the first LISTEN and after each
   * reconnect: whatever was cached may have missed a change), `false` when that stops holding.
   */
  setTrusted(trusted: boolean): void;
}

/** A logger as Fastify's (only `warn` is used). */
interface WarnLog {
  warn: (obj: object, msg: string) => void;
}

/** The listener of one process; subscribe every channel before {@link DatabaseNotifications.start}. */
export class DatabaseNotifications {
  private readonly channels = new Map<string, NotificationSubscriber[]>();
  private stop: (() => Promise<void>) | undefined;
  private up = false;

  /**
   * Adds `subscriber` to `channel` (a plain identifier: it is written into `LISTEN`).
   * @throws Error when the listener already started or the channel name is not an identifier
   */
  subscribe(channel: string, subscriber: NotificationSubscriber): this {
    if (this.stop) throw new Error('subscribe before start');
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    this.channels.set(channel, [...(this.channels.get(channel) ?? []), subscriber]);
    return this;
  }

  /** Whether the listener is up (every notification reaches the subscribers). */
  get listening(): boolean {
    return this.up;
  }

  /**
   * Starts listening on `database`: PGlite resolves once listening; PostgreSQL connects in the
   * background (subscribers stay untrusted until it has). A database with neither (a stub) never
   * trusts anyone.
   */
  async start(database: Pick<Database, 'pglite' | 'url'>, log: WarnLog): Promise<void> {
    if (database.pglite) this.stop = await this.listenOnPglite(database.pglite);
    else if (database.url) this.stop = this.listenOnPostgres(database.url, log);
    else this.stop = async () => {};
  }

  /** Stops listening (subscribers become untrusted); safe to call twice or without `start`. */
  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = async () => {};
    await stop?.();
  }

  private deliver(channel: string, payload: string | undefined): void {
    for (const s of this.channels.get(channel) ?? []) s.notify(payload ?? '');
  }

  private setTrusted(trusted: boolean): void {
    this.up = trusted;
    for (const list of this.channels.values()) for (const s of list) s.setTrusted(trusted);
  }

  /** PGlite delivers notifications after each statement's transaction commits, before its query resolves. */
  private async listenOnPglite(pglite: PGlite): Promise<() => Promise<void>> {
    const unlisten: (() => Promise<void>)[] = [];
    for (const channel of this.channels.keys()) {
      unlisten.push(await pglite.listen(channel, (payload) => this.deliver(channel, payload)));
    }
    this.setTrusted(true);
    return async () => {
      this.setTrusted(false);
      // A database closed first (a test, a failed start) has no listener left to remove. Called
      // without arguments: PGlite's unlisten reads its first argument as a transaction.
      if (!pglite.closed) for (const u of unlisten) await u();
    };
  }

  /** One dedicated connection, reconnecting with a growing pause (1 s … 30 s) after an error. */
  private listenOnPostgres(connectionString: string, log: WarnLog): () => Promise<void> {
    let client: pg.Client | undefined;
    let closed = false;
    let delay = 1000;
    let timer: NodeJS.Timeout | undefined;

    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
      client = next;
      const lost = (err?: Error) => {
        if (client !== next) return;
        client = undefined;
        this.setTrusted(false);
        next.end().catch(() => {});
        if (closed) return;
        log.warn({ err }, 'database notification listener lost; reconnecting');
        timer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, 30_000);
      };
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', (msg) => this.deliver(msg.channel, msg.payload));
      try {
        await next.connect();
        for (const channel of this.channels.keys()) await next.query(`LISTEN ${channel}`);
        if (client !== next) return;
        delay = 1000;
        this.setTrusted(true);
      } catch (err) {
        lost(err as Error);
      }
    };
    void connect();

    return async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      this.setTrusted(false);
      await current?.end().catch(() => {});
    };
  }
}
