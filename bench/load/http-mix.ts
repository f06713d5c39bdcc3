/**
 * The HTTP part of the mix, driven by autocannon: guests browsing (landing page, rules, FAQ,
 * news, data pack, changelog, static assets) and members building lists (saving them with PUT
 * and reading their lists back). One autocannon instance per route, so each has its own figures.
 */
import { readFileSync } from 'node:fs';
import autocannon, { type Instance, type Request } from 'autocannon';
import type { ArmyList } from '../../src/domain/army/army-list';
import { makeList } from '../../test/fixtures/army';
import type { Member } from './accounts';
import { REQUEST_TIMEOUT_MS, type Recorder } from './stats';
import { WEB_INDEX } from './server';

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: '*/*' };

/** Guest routes and their share of the browsing users. */
const BROWSE_ROUTES: Array<{ route: string; weight: number; paths?: string[] }> = [
  { route: 'GET /', weight: 3 },
  { route: 'GET /api/content/rules', weight: 2 },
  { route: 'GET /api/content/faq', weight: 2 },
  { route: 'GET /api/content/news', weight: 2 },
  { route: 'GET /api/data-pack', weight: 2 },
  { route: 'GET /CHANGELOG.md', weight: 1 },
  { route: 'GET /assets/*', weight: 3 },
];

/** Splits `total` users by weight, each route getting at least one. */
export function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.max(1, Math.floor((total * weight) / sum)));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left -= 1) shares[i]! += 1;
  return shares;
}

/** The scripts and styles the landing page loads, as a browser would fetch them. */
export function assetPaths(): string[] {
  const html = readFileSync(WEB_INDEX, 'utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!))];
}

export interface ListLedger {
  /** Every list version sent, by list id then updatedAt. */
  sent: Map<string, Map<string, ArmyList>>;
  /** The updatedAt of the newest acknowledged save of each list. */
  acknowledged: Map<string, string>;
  owners: Map<string, Member>;
}

const BASE_TIME = Date.parse('2026-01-01T00:00:00.000Z');
const DRAFT_UNITS = ['orc-hunters', 'ice-archers', 'warg-riders', 'wisemane', 'revenant'];

/**
 * Version `version` of one of a member's five draft lists (`prefix-<member>-<0..4>`), saved at
 * `clock` seconds after the base time, written into the ledger as sent.
 */
export function draftVersion(ledger: ListLedger, member: Member, prefix: string, version: number, clock = version) {
  const id = `${prefix}-${member.index}-${version % 5}`;
  const list = makeList(
    Array.from({ length: 1 + (version % 8) }, (_, i) => ({
      unitId: DRAFT_UNITS[i % DRAFT_UNITS.length]!,
      quantity: 1 + ((version + i) % 3),
    })),
    {
      id,
      name: `Warband ${prefix} ${member.index} draft ${version}`,
      createdAt: new Date(BASE_TIME).toISOString(),
      updatedAt: new Date(BASE_TIME + clock * 1000).toISOString(),
    },
  );
  if (!ledger.sent.has(id)) ledger.sent.set(id, new Map());
  ledger.sent.get(id)!.set(list.updatedAt, list);
  ledger.owners.set(id, member);
  return list;
}

/** Notes an acknowledged save: the newest acknowledged version of each list is what must be read back. */
export function acknowledge(ledger: ListLedger, saved: { id: string; updatedAt: string }) {
  const previous = ledger.acknowledged.get(saved.id);
  if (!previous || previous < saved.updatedAt) ledger.acknowledged.set(saved.id, saved.updatedAt);
}

export interface HttpMixOptions {
  baseUrl: string;
  seconds: number;
  browsers: number;
  builders: Member[];
  readers: number;
  /** Requests per second per user; 0 = each user sends its next request as soon as the last one is answered. */
  rate: number;
  recorder: Recorder;
}

function run(
  options: HttpMixOptions,
  route: string,
  connections: number,
  configure: (client: import('autocannon').Client, index: number) => void,
): Promise<void> {
  let clients = 0;
  return new Promise((resolve, reject) => {
    const instance: Instance = autocannon(
      {
        url: options.baseUrl,
        title: route,
        connections,
        duration: options.seconds,
        timeout: REQUEST_TIMEOUT_MS / 1000,
        ...(options.rate > 0 ? { connectionRate: options.rate } : {}),
        setupClient: (client) => configure(client, clients++),
      },
      (error, result) => {
        if (error) return reject(error);
        const stats = options.recorder.route(route);
        // autocannon counts a timeout as an error too.
        stats.timeouts += result.timeouts;
        stats.errors += result.errors - result.timeouts;
        resolve();
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      options.recorder.record(route, status, responseTime);
    });
  });
}

export function runHttpMix(options: HttpMixOptions, ledger: ListLedger): Promise<void>[] {
  const runs: Promise<void>[] = [];
  const shares = split(
    options.browsers,
    BROWSE_ROUTES.map((route) => route.weight),
  );
  const assets = assetPaths();
  BROWSE_ROUTES.forEach(({ route }, index) => {
    const paths = route === 'GET /assets/*' ? assets : [route.slice(4)];
    runs.push(
      run(options, route, shares[index]!, (client, clientIndex) => {
        // Each user walks the paths from its own starting point.
        const order = paths.map((_, i) => paths[(i + clientIndex) % paths.length]!);
        client.setRequests(order.map((path) => ({ method: 'GET', path, headers: BROWSER_HEADERS })));
      }),
    );
  });

  // List builders: each owns one member and edits five lists in turn, every save a new version.
  runs.push(
    run(options, 'PUT /api/lists/:id', options.builders.length, (client, clientIndex) => {
      const member = options.builders[clientIndex % options.builders.length]!;
      const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
      let version = 0;
      const request: Request = {
        method: 'PUT',
        setupRequest: (req) => {
          version += 1;
          const list = draftVersion(ledger, member, 'load', version);
          return { ...req, method: 'PUT', path: `/api/lists/${list.id}`, headers, body: JSON.stringify({ list }) };
        },
        onResponse: (status, body) => {
          if (status === 200 || status === 201) acknowledge(ledger, (JSON.parse(body) as { list: ArmyList }).list);
        },
      };
      client.setRequests([request]);
    }),
  );
  runs.push(
    run(options, 'GET /api/lists', options.readers, (client, clientIndex) => {
      const member = options.builders[clientIndex % options.builders.length]!;
      client.setRequests([{ method: 'GET', path: '/api/lists', headers: { authorization: `Bearer ${member.token}` } }]);
    }),
  );
  return runs;
}
