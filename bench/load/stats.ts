/** Per-route counters and latency samples, and the table the load test prints. */
import { isClientTimeout, type Answer } from './client';

export { REQUEST_TIMEOUT_MS } from './client';

export interface RouteStats {
  route: string;
  latencies: number[];
  statuses: Map<number, number>;
  /** Requests with no answer within REQUEST_TIMEOUT_MS. */
  timeouts: number;
  /** Requests that got no HTTP answer for another reason: a refused or lost connection, a broken answer. */
  errors: number;
}

export class Recorder {
  readonly routes = new Map<string, RouteStats>();
  startedAt = 0;
  endedAt = 0;

  route(route: string): RouteStats {
    let stats = this.routes.get(route);
    if (!stats) {
      stats = { route, latencies: [], statuses: new Map(), timeouts: 0, errors: 0 };
      this.routes.set(route, stats);
    }
    return stats;
  }

  record(route: string, status: number, ms: number): void {
    const stats = this.route(route);
    stats.latencies.push(ms);
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  }

  error(route: string, error: unknown): void {
    const stats = this.route(route);
    if (isClientTimeout(error)) stats.timeouts += 1;
    else stats.errors += 1;
  }

  /** Times one request (through `send`, the lean client) and records it under `route`; a timeout or a network failure is counted and rethrown. */
  async timed(route: string, run: () => Promise<Answer>): Promise<Answer> {
    const started = performance.now();
    try {
      // `send` reads the whole body before it resolves: the body is part of the answer.
      const answer = await run();
      this.record(route, answer.status, performance.now() - started);
      return answer;
    } catch (error) {
      this.error(route, error);
      throw error;
    }
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface RouteRow {
  route: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  status4xx: number;
  status5xx: number;
  timeouts: number;
  errors: number;
}

const count = (stats: RouteStats, from: number, to: number) =>
  [...stats.statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);

export function routeRows(recorder: Recorder, seconds: number): RouteRow[] {
  return [...recorder.routes.values()]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((stats) => {
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      return {
        route: stats.route,
        requests: stats.latencies.length,
        perSecond: stats.latencies.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        status4xx: count(stats, 400, 500),
        status5xx: count(stats, 500, 600),
        timeouts: stats.timeouts,
        errors: stats.errors,
      };
    });
}

export function totalRow(rows: RouteRow[]): Omit<RouteRow, 'p50' | 'p95' | 'p99'> {
  return rows.reduce(
    (sum, row) => ({
      route: 'all routes',
      requests: sum.requests + row.requests,
      perSecond: sum.perSecond + row.perSecond,
      status4xx: sum.status4xx + row.status4xx,
      status5xx: sum.status5xx + row.status5xx,
      timeouts: sum.timeouts + row.timeouts,
      errors: sum.errors + row.errors,
    }),
    { route: 'all routes', requests: 0, perSecond: 0, status4xx: 0, status5xx: 0, timeouts: 0, errors: 0 },
  );
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const noAnswer = (row: { timeouts: number; errors: number }) => `${row.timeouts}/${row.errors}`;

/** A plain-text table (also valid Markdown). */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

export function routeTable(rows: RouteRow[]): string {
  const total = totalRow(rows);
  return table(
    ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '4xx', '5xx', 'timeouts/errors'],
    [
      ...rows.map((row) => [
        row.route,
        row.requests,
        row.perSecond.toFixed(1),
        ms(row.p50),
        ms(row.p95),
        ms(row.p99),
        row.status4xx,
        row.status5xx,
        noAnswer(row),
      ]),
      [
        total.route,
        total.requests,
        total.perSecond.toFixed(1),
        '',
        '',
        '',
        total.status4xx,
        total.status5xx,
        noAnswer(total),
      ],
    ],
  );
}

export function latencySummary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const formatMs = ms;
