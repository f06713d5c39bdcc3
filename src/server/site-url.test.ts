import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, lastMail, uniqueEmail } from '../../test/server/auth-support';
import { ownHostNames, siteUrl, type SiteRequest } from './site-url';
import { createTestApp, type TestApp } from '../../test/server/app';

const listening = (port: number | null) => ({
  server: { address: () => (port === null ? null : { port, address: '0.0.0.0', family: 'IPv4' }) },
});
const request = (host: string, protocol = 'http', port: number | null = 8123): SiteRequest => ({
  protocol,
  host,
  server: listening(port),
});
const unset = { SITE_URL: undefined, PORT: 3000 };

describe('siteUrl', () => {
  it('is SITE_URL when it is set, whatever the request says', () => {
    const config = { SITE_URL: 'https://rookery.example.org/', PORT: 3000 };
    expect(siteUrl(config)).toBe('https://rookery.example.org');
    expect(siteUrl(config, request('localhost:8123'))).toBe('https://rookery.example.org');
    expect(siteUrl(config, request('evil.example'))).toBe('https://rookery.example.org');
  });

  it("is the address the request came to when that is one of this machine's own names", () => {
    expect(siteUrl(unset, request('localhost:8123'))).toBe('http://localhost:8123');
    expect(siteUrl(unset, request('127.0.0.1:8123'))).toBe('http://127.0.0.1:8123');
    expect(siteUrl(unset, request('[::1]:8123'))).toBe('http://[::1]:8123');
    expect(siteUrl(unset, request('LOCALHOST', 'https'))).toBe('https://localhost');
    const hostname = os.hostname().toLowerCase();
    expect(siteUrl(unset, request(`${hostname}:8123`))).toBe(new URL(`http://${hostname}:8123`).origin);
    const lanAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    if (lanAddress) expect(siteUrl(unset, request(`${lanAddress}:8123`))).toBe(`http://${lanAddress}:8123`);
  });

  it('never builds on a host that is not ours (password-reset poisoning): localhost on the port it listens on', () => {
    for (const host of [
      'evil.example',
      'evil.example:8123',
      'localhost.evil.example',
      'localhost@evil.example',
      '',
      'a b',
    ]) {
      expect(siteUrl(unset, request(host))).toBe('http://localhost:8123');
    }
    expect(siteUrl(unset, request('localhost:8123/path'))).toBe('http://localhost:8123');
  });

  it('falls back to PORT without a request, or before the server listens', () => {
    expect(siteUrl({ SITE_URL: undefined, PORT: 4321 })).toBe('http://localhost:4321');
    expect(siteUrl({ SITE_URL: undefined, PORT: 4321 }, request('evil.example', 'http', null))).toBe(
      'http://localhost:4321',
    );
  });

  it('knows the loopback names and this machine', () => {
    const names = ownHostNames();
    for (const name of ['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()])
      expect(names.has(name)).toBe(true);
  });
});

describe('e-mailed links without SITE_URL', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '50' });
  });
  afterAll(async () => server?.close());

  async function member() {
    const email = uniqueEmail('site');
    const { error } = await adminClient(server).createUser({
      email,
      password: 'Korvus-Tower-2026',
      email_confirm: true,
    });
    expect(error).toBeNull();
    return email;
  }

  const recover = (email: string, host: string) =>
    server.app.inject({
      method: 'POST',
      url: `/auth/v1/recover?redirect_to=${encodeURIComponent(`http://${host}/reset-password`)}`,
      headers: { host, 'content-type': 'application/json', apikey: server.app.auth.anonKey },
      payload: { email },
    });

  it('point at the address the server was reached on, with the port it listens on', async () => {
    const email = await member();
    const host = new URL(server.baseUrl).host;
    expect((await recover(email, host)).statusCode).toBe(200);
    const link = new URL((await lastMail(server, email))!.link!);
    expect(link.origin).toBe(server.baseUrl);
    expect(link.searchParams.get('redirect_to')).toBe(`${server.baseUrl}/reset-password`);
  });

  it('ignore a forged Host header: the link goes to localhost on the real port, the redirect to the site', async () => {
    const email = await member();
    expect((await recover(email, 'evil.example')).statusCode).toBe(200);
    const port = new URL(server.baseUrl).port;
    const link = new URL((await lastMail(server, email))!.link!);
    expect(link.origin).toBe(`http://localhost:${port}`);
    expect(link.searchParams.get('redirect_to')).toBe(`http://localhost:${port}`);
  });

  it('send a failed link back to the site it was opened on', async () => {
    const response = await fetch(`${server.baseUrl}/auth/v1/verify?token=not-a-token&type=recovery`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(server.baseUrl);
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});
