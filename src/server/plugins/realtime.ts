/**
 * Socket.IO on the same origin (ARCHITECTURE.md, realtime; issue 10 "Realtime"). Placeholder until the
 * realtime part lands: decorates the app with a hub that sends nothing.
 */
import fp from 'fastify-plugin';
import { silentHub } from '../lib/realtime';

export interface RealtimePluginOptions {
  /** Redis for the Socket.IO adapter, so several processes share rooms; absent: one process. */
  redisUrl?: string;
}

export default fp<RealtimePluginOptions>(
  async (app) => {
    app.decorate('realtime', silentHub);
  },
  { name: 'realtime' },
);
