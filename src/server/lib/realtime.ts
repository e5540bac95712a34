/**
 * The realtime hub as the rest of the server sees it (ARCHITECTURE.md, realtime; PRODUCT-DECISIONS 17;
 * issue 10 "Realtime"). `plugins/realtime.ts` implements it on Socket.IO (with the Redis adapter when
 * `REDIS_URL` is set) and decorates the app with it as `app.realtime`.
 *
 * Events must leave only after the transaction that caused them has committed, or a client could
 * refetch and miss the row. Service functions that run inside a transaction therefore call
 * {@link afterCommit}: the task runs once the current request has answered (the plugin opens a scope
 * per request), or when {@link withRealtimeScope} returns for work outside a request (timers, jobs).
 * A task that runs after a rolled-back transaction finds no rows and sends nothing, because pushes
 * load what they send by id.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerToClientEvents } from '@shared/contracts/realtime';

export interface RealtimeHub {
  /**
   * Emits an event to every socket of each user, on every process (through the adapter).
   * Does nothing for an empty list.
   */
  toUsers<E extends keyof ServerToClientEvents>(
    userIds: readonly number[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Loads these notifications by id and pushes each as `notification:new`, then the owners' counts. */
  pushNotifications(notificationIds: readonly number[]): Promise<void>;
  /** Pushes `unread:changed` with fresh counts to each user. */
  pushUnreadCounts(userIds: readonly number[]): Promise<void>;
  /** Disconnects every socket of these users on every process (deactivation, password change). */
  disconnectUsers(userIds: readonly number[]): void;
  /** Disconnects every socket opened with this session (sign-out). */
  disconnectSession(sessionId: string): void;
}

/** A hub that sends nothing: the app before the realtime plugin is registered, and unit tests. */
export const silentHub: RealtimeHub = {
  toUsers: () => {},
  pushNotifications: async () => {},
  pushUnreadCounts: async () => {},
  disconnectUsers: () => {},
  disconnectSession: () => {},
};

type Task = (hub: RealtimeHub) => void | Promise<void>;

/** Work waiting for the end of a request or of a {@link withRealtimeScope} call. */
export interface RealtimeScope {
  hub: RealtimeHub;
  tasks: Task[];
}

const scopes = new AsyncLocalStorage<RealtimeScope>();
let requestScopeLookup: () => RealtimeScope | undefined = () => undefined;

/** Lets the realtime plugin supply the current request's scope (it keeps it in the request context). */
export function setRequestScopeLookup(lookup: () => RealtimeScope | undefined): void {
  requestScopeLookup = lookup;
}

/**
 * Queues `task` to run after the current request has answered (so after its transaction committed).
 * Outside any scope the task is dropped: nothing is connected that could receive it (scripts, seeds).
 */
export function afterCommit(task: Task): void {
  const scope = scopes.getStore() ?? requestScopeLookup();
  scope?.tasks.push(task);
}

/**
 * Runs queued tasks in order; a failing task is reported to `onError` and does not stop the others.
 * Tasks queued while running (a task that queues another) run too.
 */
export async function runScopeTasks(scope: RealtimeScope, onError: (err: unknown) => void): Promise<void> {
  while (scope.tasks.length > 0) {
    const task = scope.tasks.shift()!;
    try {
      await task(scope.hub);
    } catch (err) {
      onError(err);
    }
  }
}

/**
 * Runs `fn` in its own scope, then its queued tasks (for timers and jobs outside a request).
 * @returns what `fn` returned; when `fn` throws, the tasks are dropped and the error propagates
 */
export async function withRealtimeScope<T>(
  hub: RealtimeHub,
  fn: () => Promise<T>,
  onError: (err: unknown) => void = () => {},
): Promise<T> {
  const scope: RealtimeScope = { hub, tasks: [] };
  const result = await scopes.run(scope, fn);
  await runScopeTasks(scope, onError);
  return result;
}
