/** The part of autocannon's API the load test uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  export interface Client extends EventEmitter {
    setRequests(requests: Request[]): void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [percentile: string]: number;
  }

  export interface Result {
    title?: string;
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }

  export interface Options {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    connectionRate?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: Request[];
    setupClient?: (client: Client) => void;
    expectBody?: string;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
    on(
      event: 'response',
      listener: (client: Client, status: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: 'done', listener: (result: Result) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options, callback?: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
