import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '../../../contracts/admin';
import { UNIT_DATA_PATHS } from '../../../contracts/unit-data';
import { dataPack } from '../../../data';
import { unitsToCsv } from '../../../domain/army/unit-csv';
import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../../test/server/auth-support';
import { ensureAdmin } from '../profiles';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { refreshDeployments } from '../deployments';
import { NETLIFY_FAKE_TOKEN, netlifyDeploy, startNetlifyFake } from '../../../../test/server/netlify-fake';
import { netlifyProvider, signWebhook } from '../deployments';

const WEBHOOK_SECRET = 'a-webhook-secret-for-tests';
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100',
    DEPLOY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => server.close());

async function member(options: { admin?: boolean } = {}) {
  const email = uniqueEmail(options.admin ? 'admin' : 'member');
  if (options.admin) await ensureAdmin(server.app.auth, email, { info: () => {} }, GOOD_PASSWORD);
  else {
    const signup = authClient(server);
    await signup.signUp({ email, password: GOOD_PASSWORD });
    await signup.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
  }
  const client = authClient(server);
  const { data, error } = await client.signInWithPassword({ email, password: GOOD_PASSWORD });
  if (error) throw error;
  return { id: data.user!.id, email, token: data.session!.access_token, client };
}

const call = (path: string, token?: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });

describe('admin guard', () => {
  it('answers every admin route with 401 for guests and 403 for members', async () => {
    const someone = await member();
    const id = someone.id;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', ADMIN_PATHS.users],
      ['POST', ADMIN_PATHS.roles(id), { tester: true }],
      ['POST', ADMIN_PATHS.ban(id), { banned: true }],
      ['POST', ADMIN_PATHS.deactivate(id), { deactivated: true }],
      ['DELETE', ADMIN_PATHS.user(id)],
      ['POST', ADMIN_PATHS.link(id), { type: 'recovery' }],
      ['POST', ADMIN_PATHS.invite, { email: uniqueEmail() }],
      ['GET', ADMIN_PATHS.stats],
      ['GET', ADMIN_PATHS.status],
      ['GET', ADMIN_PATHS.alerts],
      ['POST', ADMIN_PATHS.testAlert, {}],
      ['GET', ADMIN_PATHS.mail],
      ['POST', ADMIN_PATHS.mailResend('00000000-0000-0000-0000-000000000000'), {}],
      ['GET', `${ADMIN_PATHS.mailPreview}?template=recovery`],
      ['POST', ADMIN_PATHS.mailTest, { to: 'x@example.org' }],
      ['POST', ADMIN_PATHS.mailResendConfirmations, {}],
      ['GET', ADMIN_PATHS.flags],
      ['PUT', ADMIN_PATHS.flags, { beta: true }],
      ['GET', ADMIN_PATHS.environment],
      ['POST', ADMIN_PATHS.reseed, {}],
      ['GET', '/functions/v1/get-netlify-deployments'],
    ];
    const other = await member();
    for (const [method, path, body] of routes) {
      expect((await call(path, undefined, { method, body })).status, `${method} ${path} as guest`).toBe(401);
      expect((await call(path, other.token, { method, body })).status, `${method} ${path} as member`).toBe(403);
    }
    // Nothing changed for the member the routes named.
    const [row] = await server.app.db.query<{ tester: boolean; banned: boolean }>('SELECT tester, banned FROM profiles WHERE id = $1', [id]);
    expect(row).toEqual({ tester: false, banned: false });
  });
});

describe('user management', () => {
  it('searches, grants roles, bans (ending sessions) and unbans', async () => {
    const admin = await member({ admin: true });
    const target = await member();
    const found = await (await call(`${ADMIN_PATHS.users}?q=${encodeURIComponent(target.email)}`, admin.token)).json();
    expect(found.users).toHaveLength(1);
    expect(found.users[0]).toMatchObject({ id: target.id, tester: false, email_confirmed: true });

    const tester = await (await call(ADMIN_PATHS.roles(target.id), admin.token, { method: 'POST', body: { tester: true } })).json();
    expect(tester.tester).toBe(true);

    await call(ADMIN_PATHS.ban(target.id), admin.token, { method: 'POST', body: { banned: true } });
    expect((await call('/api/profiles/me', target.token)).status).toBe(401);
    const again = await authClient(server).signInWithPassword({ email: target.email, password: GOOD_PASSWORD });
    expect(again.error).toMatchObject({ code: 'user_banned' });
    await call(ADMIN_PATHS.ban(target.id), admin.token, { method: 'POST', body: { banned: false } });
    expect((await authClient(server).signInWithPassword({ email: target.email, password: GOOD_PASSWORD })).error).toBeNull();
  });

  it('refuses to demote, ban or delete the last admin', async () => {
    await server.app.db.query('UPDATE profiles SET wab_admin = false');
    const admin = await member({ admin: true });
    for (const [path, body, method] of [
      [ADMIN_PATHS.roles(admin.id), { wab_admin: false }, 'POST'],
      [ADMIN_PATHS.ban(admin.id), { banned: true }, 'POST'],
      [ADMIN_PATHS.user(admin.id), undefined, 'DELETE'],
    ] as const) {
      const response = await call(path, admin.token, { method, body });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'last_admin' });
    }
    const second = await member({ admin: true });
    expect((await call(ADMIN_PATHS.roles(admin.id), second.token, { method: 'POST', body: { wab_admin: false } })).status).toBe(200);
  });

  it('invites, generates sign-in links and rejects bad input', async () => {
    const admin = await member({ admin: true });
    const email = uniqueEmail('invitee');
    expect((await call(ADMIN_PATHS.invite, admin.token, { method: 'POST', body: { email } })).status).toBe(200);
    expect((await lastMail(server, email))?.template).toBe('invite');
    const target = await member();
    const link = await (await call(ADMIN_PATHS.link(target.id), admin.token, { method: 'POST', body: { type: 'magiclink' } })).json();
    expect(link.action_link).toContain('/auth/v1/verify?token=');
    expect((await call(ADMIN_PATHS.invite, admin.token, { method: 'POST', body: { email: 'nope' } })).status).toBe(400);
    expect((await call(ADMIN_PATHS.roles('not-a-uuid'), admin.token, { method: 'POST', body: { tester: true } })).status).toBe(404);
    expect((await call(ADMIN_PATHS.ban(target.id), admin.token, { method: 'POST', body: { banned: 'yes' } })).status).toBe(400);
  });

  it('reports counts, status and the environment', async () => {
    const admin = await member({ admin: true });
    const stats = await (await call(ADMIN_PATHS.stats, admin.token)).json();
    expect(stats.members).toBeGreaterThan(0);
    expect(stats.signupsByDay.length).toBeGreaterThan(0);
    const status = await (await call(ADMIN_PATHS.status, admin.token)).json();
    expect(status).toMatchObject({ database: { ok: true }, mail: { ok: true, transport: 'outbox' }, realtime: { connections: 0 } });
    const environment = await (await call(ADMIN_PATHS.environment, admin.token)).json();
    expect(environment).toMatchObject({ appVersion: '0.5.15', mailTransport: 'outbox' });
    expect((await call(ADMIN_PATHS.flags, admin.token, { method: 'PUT', body: { beta: true } })).status).toBe(200);
    expect(await (await call(ADMIN_PATHS.flags, admin.token)).json()).toEqual({ beta: true });
    expect((await call(ADMIN_PATHS.flags, admin.token, { method: 'PUT', body: { 'Bad Name': 1 } })).status).toBe(400);
  });
});

describe('environment', () => {
  it('reports the unit data version served now: a published one, then the bundled one after a rollback', async () => {
    const admin = await member({ admin: true });
    const environment = async () => {
      const response = await call(ADMIN_PATHS.environment, admin.token);
      expect(response.headers.get('cache-control')).toContain('no-store');
      return (await response.json()) as { dataVersion: string };
    };
    const served = async () => (await fetch(`${server.baseUrl}/api/data-pack`)).headers.get('x-data-version');
    expect((await environment()).dataVersion).toBe(dataPack.version);

    const syenann = dataPack.units.filter((unit) => unit.factionId === 'syenann');
    const csv = unitsToCsv(
      syenann.map((unit, index) => (index === 0 ? { ...unit, points: unit.points + 5 } : unit)),
      dataPack,
    );
    const published = await call(UNIT_DATA_PATHS.publish, admin.token, { method: 'POST', body: { csv, name: 'errata.csv' } });
    expect(published.status).toBe(200);
    const { version } = (await published.json()) as { version: string };
    expect(version).not.toBe(dataPack.version);
    expect((await environment()).dataVersion).toBe(version);
    expect(await served()).toBe(version);

    expect((await call(UNIT_DATA_PATHS.rollback, admin.token, { method: 'POST', body: { version: null } })).status).toBe(200);
    expect((await environment()).dataVersion).toBe(dataPack.version);
    expect(await served()).toBe(dataPack.version);
  });
});

describe('deployments', () => {
  const postWebhook = (body: string, signature?: string) =>
    fetch(`${server.baseUrl}/api/deployments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-rookery-signature': signature } : {}) },
      body,
    });

  it('refuses unsigned or wrongly signed webhooks and stores nothing', async () => {
    const body = JSON.stringify({ id: 'bad-1', state: 'error', site_name: 'rookery' });
    expect((await postWebhook(body)).status).toBe(401);
    expect((await postWebhook(body, signWebhook('another-secret-entirely', body))).status).toBe(401);
    expect((await postWebhook(body, 'sha256=00')).status).toBe(401);
    expect(await server.app.db.query(`SELECT 1 FROM deployments WHERE external_id = 'bad-1'`)).toHaveLength(0);
    const malformed = '{"id":';
    expect((await postWebhook(malformed, signWebhook(WEBHOOK_SECRET, malformed))).status).toBe(400);
  });

  it('stores a signed failed deployment once and alerts every admin', async () => {
    const admin = await member({ admin: true });
    const body = JSON.stringify({
      id: 'deploy-42',
      state: 'error',
      site_name: 'rookery',
      branch: 'main',
      deploy_url: 'https://deploy-42--rookery.example.app',
      error_message: 'Build script returned non-zero exit code: 2',
    });
    expect((await postWebhook(body, signWebhook(WEBHOOK_SECRET, body))).status).toBe(202);
    expect((await postWebhook(body, signWebhook(WEBHOOK_SECRET, body))).status).toBe(202);
    const alerts = await (await call(ADMIN_PATHS.alerts, admin.token)).json();
    const failures = alerts.notifications.filter((n: { content: { deploy_url?: string } }) => n.content.deploy_url?.includes('deploy-42'));
    expect(failures).toHaveLength(1);
    expect(failures[0].content).toMatchObject({ site_name: 'rookery', branch: 'main', error_message: expect.stringContaining('exit code') });

    const listed = await call('/functions/v1/get-netlify-deployments', admin.token);
    expect(listed.headers.get('cache-control')).toContain('no-cache');
    const { deployments } = await listed.json();
    expect(deployments[0]).toMatchObject({ state: 'error', site_name: 'rookery', branch: 'main' });
  });

  it('reads deployments from the Netlify API (a local stand-in speaking its JSON)', async () => {
    const fake = await startNetlifyFake();
    try {
      fake.answer('site-1', [
        { ...netlifyDeploy('n-2', { state: 'ready' }), created_at: '2026-11-21T10:00:00Z' },
        { ...netlifyDeploy('n-1', { state: 'error', branch: 'feature' }), created_at: '2026-11-21T09:00:00Z' },
      ]);
      const provider = netlifyProvider({ apiUrl: fake.apiUrl, token: NETLIFY_FAKE_TOKEN, siteIds: ['site-1'] });
      const check = await refreshDeployments(server.app, [provider]);
      expect(check.ok).toBe(true);
      expect(fake.requests).toEqual([`GET /api/v1/sites/site-1/deploys?per_page=10 Bearer ${NETLIFY_FAKE_TOKEN}`]);
      const rows = await server.app.db.query<{ external_id: string; state: string }>(
        `SELECT external_id, state FROM deployments WHERE provider = 'netlify' ORDER BY external_id`,
      );
      expect(rows).toEqual([
        { external_id: 'n-1', state: 'error' },
        { external_id: 'n-2', state: 'ready' },
      ]);
      const refused = netlifyProvider({ apiUrl: fake.apiUrl, token: 't', siteIds: ['site-1'] });
      expect(await refreshDeployments(server.app, [refused])).toMatchObject({ ok: false, error: expect.stringContaining('401') });
    } finally {
      await fake.close();
    }
  });

  it('sends a test alert to the admin who asks', async () => {
    const admin = await member({ admin: true });
    expect((await call(ADMIN_PATHS.testAlert, admin.token, { method: 'POST', body: {} })).status).toBe(200);
    const alerts = await (await call(ADMIN_PATHS.alerts, admin.token)).json();
    expect(alerts.notifications[0]).toMatchObject({ type: 'build_failure', message: 'Test alert' });
  });
});

describe('e-mail management', () => {
  it('lists the outbox, previews templates in three languages and resends', async () => {
    const admin = await member({ admin: true });
    const list = await (await call(ADMIN_PATHS.mail, admin.token)).json();
    expect(list.transport).toBe('outbox');
    expect(list.messages.length).toBeGreaterThan(0);
    for (const language of ['en', 'es', 'fr']) {
      const preview = await (await call(`${ADMIN_PATHS.mailPreview}?template=recovery&language=${language}`, admin.token)).json();
      expect(preview.html).toContain('123456');
    }
    expect((await call(`${ADMIN_PATHS.mailPreview}?template=nope`, admin.token)).status).toBe(400);
    expect((await call(ADMIN_PATHS.mailResend(list.messages[0].id), admin.token, { method: 'POST', body: {} })).status).toBe(200);
    expect((await call(ADMIN_PATHS.mailResend('nope'), admin.token, { method: 'POST', body: {} })).status).toBe(404);
  });

  it('resends sign-up confirmations to members who never confirmed, and to nobody else', async () => {
    const admin = await member({ admin: true });
    const confirmed = await member();
    const pending = [uniqueEmail('pending'), uniqueEmail('pending')];
    for (const email of pending) {
      const { error } = await authClient(server).signUp({ email, password: GOOD_PASSWORD });
      expect(error).toBeNull();
    }
    const invited = uniqueEmail('invitee');
    expect((await call(ADMIN_PATHS.invite, admin.token, { method: 'POST', body: { email: invited } })).status).toBe(200);
    const earlier = new Set(
      (await server.app.db.query<{ id: string }>('SELECT id FROM email_outbox')).map((row) => row.id),
    );

    const response = await call(ADMIN_PATHS.mailResendConfirmations, admin.token, { method: 'POST', body: {} });
    expect(response.status).toBe(200);
    const { sent } = (await response.json()) as { sent: number };

    const mails = (
      await server.app.db.query<{ id: string; to_address: string; template: string }>(
        'SELECT id, to_address, template FROM email_outbox',
      )
    ).filter((row) => !earlier.has(row.id));
    expect(sent).toBe(mails.length);
    expect(mails.every((mail) => mail.template === 'confirmation')).toBe(true);
    const recipients = mails.map((mail) => mail.to_address.toLowerCase());
    for (const email of pending) expect(recipients.filter((to) => to === email.toLowerCase())).toHaveLength(1);
    for (const email of [confirmed.email, invited, admin.email]) expect(recipients).not.toContain(email.toLowerCase());

    // The new e-mail's code confirms the address.
    const resent = await lastMail(server, pending[0]!);
    expect(resent?.template).toBe('confirmation');
    const { data, error } = await authClient(server).verifyOtp({ email: pending[0]!, token: resent!.code!, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('delivers through a real SMTP server when SMTP_URL is set, and records what it refused', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      closeTimeout: 100,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('refused') ? new Error('Mailbox unavailable') : undefined);
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const smtpApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const email = uniqueEmail('smtp-admin');
      await ensureAdmin(smtpApp.app.auth, email, { info: () => {} }, GOOD_PASSWORD);
      const client = authClient(smtpApp);
      const { data } = await client.signInWithPassword({ email, password: GOOD_PASSWORD });
      const token = data.session!.access_token;
      const response = await fetch(`${smtpApp.baseUrl}${ADMIN_PATHS.mailTest}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'club@example.org', language: 'fr' }),
      });
      const sent = await response.json();
      expect(sent).toMatchObject({ status: 'sent', error: null });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('club@example.org');
      expect(received[0]).toMatch(/Subject: =\?UTF-8\?|Subject: E-mail de test Rookery/);

      const post = (path: string, body: unknown) =>
        fetch(`${smtpApp.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const outbox = async () =>
        (await (await fetch(`${smtpApp.baseUrl}${ADMIN_PATHS.mail}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          messages: Array<{ id: string; status: string; error: string | null; attempts: number; sent_at: string | null }>;
        };
      expect((await post(ADMIN_PATHS.mailResend(sent.id), {})).status).toBe(200);
      expect(received).toHaveLength(2);
      expect((await outbox()).messages.find((message) => message.id === sent.id)).toMatchObject({ status: 'sent', error: null, attempts: 2 });

      const refused = await (await post(ADMIN_PATHS.mailTest, { to: 'refused@example.org' })).json();
      expect(refused).toMatchObject({ status: 'failed', error: expect.stringContaining('Mailbox unavailable') });
      const again = await post(ADMIN_PATHS.mailResend(refused.id), {});
      expect(again.status).toBe(502);
      expect(await again.json()).toMatchObject({ code: 'mail_failed' });
      expect((await outbox()).messages.find((message) => message.id === refused.id)).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('Mailbox unavailable'),
        attempts: 2,
        sent_at: null,
      });
      const status = await (await fetch(`${smtpApp.baseUrl}${ADMIN_PATHS.status}`, { headers: { authorization: `Bearer ${token}` } })).json();
      expect(status.mail).toMatchObject({ ok: true, transport: 'smtp' });
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('demo content', () => {
  const count = async (app: TestApp, table: string) =>
    (await app.app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!.count;

  it('reseeds the demo content, bringing back what was deleted or edited', async () => {
    const admin = await member({ admin: true });
    const news = await count(server, 'news_items');
    const faq = await count(server, 'faq_sections');
    expect(news).toBeGreaterThan(0);
    await server.app.db.query('DELETE FROM news_items');
    await server.app.db.query(`UPDATE faq_sections SET content = 'edited by hand'`);

    const response = await call(ADMIN_PATHS.reseed, admin.token, { method: 'POST', body: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'seeded' });
    expect(await count(server, 'news_items')).toBe(news);
    expect(await count(server, 'faq_sections')).toBe(faq);
    expect(await server.app.db.query(`SELECT 1 FROM faq_sections WHERE content = 'edited by hand'`)).toHaveLength(0);
  });

  it('is refused on production with 403 production_refused, changing nothing', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const email = uniqueEmail('prod-admin');
      await ensureAdmin(production.app.auth, email, { info: () => {} }, GOOD_PASSWORD);
      const { data } = await authClient(production).signInWithPassword({ email, password: GOOD_PASSWORD });
      await production.app.db.query(`UPDATE news_items SET content_en = 'kept on production'`);
      const response = await fetch(`${production.baseUrl}${ADMIN_PATHS.reseed}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'production_refused' });
      const rows = await production.app.db.query<{ content_en: string }>('SELECT content_en FROM news_items');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.content_en === 'kept on production')).toBe(true);
    } finally {
      await production.close();
    }
  });
});
