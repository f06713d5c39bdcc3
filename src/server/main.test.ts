import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer } from '../../test/server/child-server';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const startServer = (env: Record<string, string>) => startChildServer(env, children);

describe('main', () => {
  it('stops with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rk-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration[\s\S]*PORT/);
  }, 60_000);

  it('finishes in-flight requests on SIGTERM, closes the database and starts again on the same data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-'));
    const server = startServer({ DATA_DIR: dataDir });
    const url = new URL(await server.listening);

    const body = JSON.stringify({ message: 'slow report', url: '/' });
    const socket = net.connect(Number(url.port), url.hostname);
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/client-errors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    // In flight: the server has taken the request in and is waiting for the rest of its body.
    await expect
      .poll(() => server.output(), { timeout: 30_000 })
      .toMatch(/"url":"\/api\/client-errors"[^\n]*"msg":"incoming request"/);

    server.child.kill('SIGTERM');
    // Shutting down, with the request still open: only then does the rest of the body arrive.
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('shutting down');
    expect(response).toBe('');
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once('close', resolve));

    expect(response).toMatch(/^HTTP\/1\.1 202/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');

    // With default settings the first start made an ES256 key in the data folder (decision 0026).
    const keyFile = JSON.parse(readFileSync(path.join(dataDir, 'jwt-keys.json'), 'utf8')) as {
      keys: Array<{ kid: string; alg: string }>;
    };
    expect(keyFile.keys).toEqual([expect.objectContaining({ alg: 'ES256' })]);

    const again = startServer({ DATA_DIR: dataDir });
    const baseUrl = await again.listening;
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    // The second start signs with the same key.
    const jwks = (await fetch(`${baseUrl}/auth/v1/.well-known/jwks.json`).then((response) => response.json())) as {
      keys: Array<{ kid: string }>;
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual([keyFile.keys[0]!.kid]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
