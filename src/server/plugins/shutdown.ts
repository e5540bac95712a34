/**
 * The process's shutdown state (issue 23, "Health and metrics": /readyz answers 503 during shutdown).
 * `main.ts`'s signal handler calls `app.shutdown.begin()` before it closes the app, and `app.close()`
 * begins it too (preClose), so a load balancer polling GET /readyz takes this process out of rotation
 * while it finishes its requests.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether the app is shutting down, and the switch that says so. */
export interface ShutdownState {
  /** True from {@link ShutdownState.begin} (or the start of `app.close()`) on; never false again. */
  readonly started: boolean;
  /** Marks the app as shutting down; idempotent. */
  begin(): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe (GET /healthz, /readyz): answered during shutdown instead of security-headers' 503. */
    answersDuringShutdown?: boolean;
  }
  interface FastifyInstance {
    /** The shutdown state (plugins/shutdown.ts): GET /readyz answers 503 `shutting_down` once it began. */
    shutdown: ShutdownState;
  }
}

async function shutdownPlugin(app: FastifyInstance) {
  let started = false;
  const state: ShutdownState = {
    get started() {
      return started;
    },
    begin() {
      started = true;
    },
  };
  app.decorate('shutdown', state);
  app.addHook('preClose', async () => state.begin());
}

export default fp(shutdownPlugin, { name: 'shutdown' });
