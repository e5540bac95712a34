/**
 * The slice of autocannon 9's API the benchmarks use. autocannon ships no types and there is no
 * `@types/autocannon` in the project; declaring only what we call keeps `tsc --noEmit` strict.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send; `context` belongs to the connection and is reset between rounds. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Each connection walks this list in order, then starts again. */
    requests?: AutocannonRequest[];
  }

  /** Summary statistics autocannon computes (latency in ms, requests per second, bytes per second). */
  export interface AutocannonHistogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface AutocannonResult {
    requests: AutocannonHistogram;
    latency: AutocannonHistogram;
    throughput: AutocannonHistogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    duration: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /**
   * One connection. While pipelining is 1, `currentRequest` and `context` still describe the request
   * whose response just arrived when the `response` event fires.
   */
  export interface AutocannonClient extends EventEmitter {
    requestIterator: { currentRequest: AutocannonRequest; context: Record<string, unknown> };
  }

  /** The running job: an event emitter that is also a promise of the result. */
  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(
      event: 'response',
      listener: (client: AutocannonClient, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
