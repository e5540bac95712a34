/**
 * The one service signature (src/server/modules/README.md, "Service signature"): a service's first
 * parameter is what it works through. That is `Db`, or the narrowest `Pick<Db, …>` (a transaction
 * satisfies it), when the database is all it touches; otherwise a {@link ServiceContext}, the app's
 * shared resources, never the Fastify instance itself (a service registers no routes and no hooks).
 */
import type { FastifyInstance } from 'fastify';

/**
 * The app's shared resources a service may use: the database (`db`; `database` for its driver: the
 * backup's dump), the logger, object storage, the
 * catalogue cache and search, reference data in memory, the realtime hub, better-auth and the app's configuration (all decorated by
 * `app.ts` and its plugins; a `FastifyInstance` satisfies it, and so does a test's stub).
 */
export type ServiceContext = Pick<
  FastifyInstance,
  | 'db'
  | 'database'
  | 'log'
  | 'storage'
  | 'catalogueCache'
  | 'catalogueSearch'
  | 'referenceData'
  | 'realtime'
  | 'auth'
  | 'config'
>;
