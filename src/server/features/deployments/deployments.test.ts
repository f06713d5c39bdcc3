import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYMENTS_FUNCTION_PATH } from '../../../contracts/deployments';
import { signedInAdmin } from '../../../../test/server/abuse/cast';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { configuredProviders, refreshDeployments } from './deployments-service';
import { NETLIFY_FAKE_TOKEN, netlifyDeploy, startNetlifyFake, type NetlifyFake } from '../../../../test/server/netlify-fake';
import { netlifyProvider } from './providers';

const PREVIEW_URL = 'https://deploy-preview-7--rookery.netlify.app';
const NO_CACHE = /no-cache/;

let fake: NetlifyFake;
/** A preview deployment whose Netlify provider comes from the environment, pointed at the fake. */
let preview: TestApp;
let admin: TestMember;
let secondAdmin: TestMember;
let player: TestMember;

beforeAll(async () => {
  fake = await startNetlifyFake();
  fake.answer('site-rookery', [netlifyDeploy('seed-1', { site: 'site-rookery', name: 'rookery', hoursAgo: 48 })]);
  fake.answer('site-preview', []);
  preview = await createTestApp({
    SITE_URL: PREVIEW_URL,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    NETLIFY_AUTH_TOKEN: NETLIFY_FAKE_TOKEN,
    NETLIFY_SITE_IDS: 'site-rookery,site-preview',
    NETLIFY_API_URL: fake.apiUrl,
  });
  [admin, secondAdmin, player] = await Promise.all([
    signedInAdmin(preview),
    signedInAdmin(preview),
    signedUpMember(preview, 'Lookout'),
  ]);
}, 60_000);
afterAll(async () => {
  await preview?.close();
  await fake?.close();
});

/** The build_failure notifications one member has for a site. */
async function alertsFor(member: TestMember, siteName: string) {
  return preview.app.db.query<{ content: Record<string, unknown> }>(
    `SELECT content FROM notifications
     WHERE type = 'build_failure' AND recipient_id = $1 AND content ->> 'site_name' = $2 ORDER BY created_at`,
    [member.id, siteName],
  );
}

/** Syncs one site from the fake as the scheduled check would. */
const syncSite = (siteId: string) =>
  refreshDeployments(preview.app, [
    netlifyProvider({ apiUrl: fake.apiUrl, token: NETLIFY_FAKE_TOKEN, siteIds: [siteId] }),
  ]);

describe('the Netlify provider from the environment', () => {
  it('is configured from NETLIFY_AUTH_TOKEN, NETLIFY_SITE_IDS and NETLIFY_API_URL', async () => {
    const providers = configuredProviders(preview.app);
    expect(providers.map((provider) => provider.name)).toEqual(['netlify']);
    const asked = fake.requests.length;
    await providers[0]!.fetchLatest();
    expect(fake.requests.slice(asked)).toEqual([
      `GET /api/v1/sites/site-rookery/deploys?per_page=10 Bearer ${NETLIFY_FAKE_TOKEN}`,
      `GET /api/v1/sites/site-preview/deploys?per_page=10 Bearer ${NETLIFY_FAKE_TOKEN}`,
    ]);

    const withoutToken = await createTestApp({ NETLIFY_SITE_IDS: 'site-rookery', NETLIFY_API_URL: fake.apiUrl });
    try {
      expect(configuredProviders(withoutToken.app)).toEqual([]);
    } finally {
      await withoutToken.close();
    }
  });

  it('turns a new failure on Netlify into a build_failure notification for every admin', async () => {
    // The first check knows the site by its old, successful deployment.
    expect((await (await admin.api(DEPLOYMENTS_FUNCTION_PATH)).json()).deployments).toHaveLength(1);
    fake.answer('site-rookery', [
      netlifyDeploy('seed-1', { site: 'site-rookery', name: 'rookery', hoursAgo: 48 }),
      netlifyDeploy('broken-1', { site: 'site-rookery', name: 'rookery', state: 'error', hoursAgo: 0.1 }),
    ]);
    const response = await admin.api(DEPLOYMENTS_FUNCTION_PATH);
    expect(response.status).toBe(200);
    expect((await response.json()).deployments[0]).toMatchObject({ id: expect.any(String), state: 'error' });

    for (const someone of [admin, secondAdmin]) {
      const alerts = await alertsFor(someone, 'rookery');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.content).toEqual({
        site_name: 'rookery',
        branch: 'main',
        deploy_url: 'https://broken-1--rookery.netlify.app',
        error_message: 'Failed during stage building site',
      });
    }
    expect(await alertsFor(player, 'rookery')).toHaveLength(0);

    // Seeing it again on the next check is not news.
    await admin.api(DEPLOYMENTS_FUNCTION_PATH);
    expect(await alertsFor(admin, 'rookery')).toHaveLength(1);
  });
});

describe('alerts on a site’s first sync', () => {
  it('stay quiet about old failures when the newest deployment is fine, then report the next failure once', async () => {
    const site = { site: 'site-flood', name: 'flood-site' };
    const history = Array.from({ length: 10 }, (_, index) =>
      netlifyDeploy(`flood-${index}`, { ...site, state: index === 9 ? 'ready' : 'error', hoursAgo: 10 - index }),
    );
    fake.answer('site-flood', history);
    expect((await syncSite('site-flood')).ok).toBe(true);
    const stored = await preview.app.db.query(`SELECT 1 FROM deployments WHERE site_name = 'flood-site'`);
    expect(stored).toHaveLength(10);
    expect(await alertsFor(admin, 'flood-site')).toHaveLength(0);

    fake.answer('site-flood', [
      ...history.slice(1),
      netlifyDeploy('flood-new', { ...site, state: 'error', hoursAgo: 0 }),
    ]);
    await syncSite('site-flood');
    await syncSite('site-flood');
    const alerts = await alertsFor(admin, 'flood-site');
    expect(alerts.map((alert) => alert.content.deploy_url)).toEqual(['https://flood-new--flood-site.netlify.app']);
  });

  it('report only the newest deployment when it failed within the last 24 hours', async () => {
    const site = { site: 'site-recent', name: 'recent-site' };
    fake.answer('site-recent', [
      netlifyDeploy('recent-old', { ...site, state: 'error', hoursAgo: 5 }),
      netlifyDeploy('recent-ok', { ...site, state: 'ready', hoursAgo: 3 }),
      netlifyDeploy('recent-broken', { ...site, state: 'error', hoursAgo: 2 }),
    ]);
    await syncSite('site-recent');
    const alerts = await alertsFor(admin, 'recent-site');
    expect(alerts.map((alert) => alert.content.deploy_url)).toEqual(['https://recent-broken--recent-site.netlify.app']);
  });

  it('report nothing when the newest failure is more than 24 hours old', async () => {
    const site = { site: 'site-stale', name: 'stale-site' };
    fake.answer('site-stale', [
      netlifyDeploy('stale-1', { ...site, state: 'error', hoursAgo: 30 }),
      netlifyDeploy('stale-2', { ...site, state: 'error', hoursAgo: 25 }),
    ]);
    await syncSite('site-stale');
    expect(await alertsFor(admin, 'stale-site')).toHaveLength(0);
  });

  it('report a deployment already known that has failed since', async () => {
    const site = { site: 'site-slow', name: 'slow-site' };
    fake.answer('site-slow', [netlifyDeploy('slow-1', { ...site, state: 'building', hoursAgo: 30 })]);
    await syncSite('site-slow');
    fake.answer('site-slow', [netlifyDeploy('slow-1', { ...site, state: 'error', hoursAgo: 30 })]);
    await syncSite('site-slow');
    await syncSite('site-slow');
    expect(await alertsFor(admin, 'slow-site')).toHaveLength(1);
  });
});

describe('the deployments function on a preview deployment', () => {
  it('gives a signed-in member a summary without links or error text, never cached', async () => {
    const response = await player.api(DEPLOYMENTS_FUNCTION_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(NO_CACHE);
    const { deployments } = (await response.json()) as { deployments: Array<Record<string, unknown>> };
    expect(deployments.length).toBeGreaterThan(0);
    for (const deployment of deployments) {
      expect(Object.keys(deployment).sort()).toEqual(['branch', 'created_at', 'site_name', 'state']);
    }
    const newest = deployments.find((deployment) => deployment.site_name === 'rookery');
    expect(newest).toEqual({ state: 'error', site_name: 'rookery', branch: 'main', created_at: expect.any(String) });
  });

  it('gives admins every field, and refuses guests', async () => {
    const response = await admin.api(DEPLOYMENTS_FUNCTION_PATH);
    expect(response.headers.get('cache-control')).toMatch(NO_CACHE);
    const { deployments } = (await response.json()) as { deployments: Array<Record<string, unknown>> };
    expect(Object.keys(deployments[0]!).sort()).toEqual(
      ['branch', 'created_at', 'deploy_url', 'error_message', 'id', 'site_name', 'state'].sort(),
    );
    expect((await callApi(preview, DEPLOYMENTS_FUNCTION_PATH)).status).toBe(401);
  });

  it('asks the providers for members at most once per polling interval', async () => {
    await preview.app.db.query(`DELETE FROM settings WHERE key = 'deployments.lastCheck'`);
    const asked = fake.requests.length;
    await player.api(DEPLOYMENTS_FUNCTION_PATH);
    expect(fake.requests.length - asked).toBe(2);
    await Promise.all([player.api(DEPLOYMENTS_FUNCTION_PATH), player.api(DEPLOYMENTS_FUNCTION_PATH)]);
    expect(fake.requests.length - asked).toBe(2);
  });
});

describe('the deployments function on production', () => {
  it('stays admins only, whatever Host or X-Forwarded-Host the caller sends', async () => {
    const production = await createTestApp({ SITE_URL: 'https://rookery.app', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const someone = await signedUpMember(production, 'Outsider');
      for (const headers of [
        {},
        { host: 'deploy-preview-7--rookery.netlify.app' },
        { 'x-forwarded-host': 'staging.example.org' },
      ]) {
        const response = await production.app.inject({
          method: 'GET',
          url: DEPLOYMENTS_FUNCTION_PATH,
          headers: { ...headers, authorization: `Bearer ${someone.token}` },
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      const chief = await signedInAdmin(production);
      const response = await chief.api(DEPLOYMENTS_FUNCTION_PATH);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(NO_CACHE);
    } finally {
      await production.close();
    }
  });
});
