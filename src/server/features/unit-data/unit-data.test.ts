import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_DATA_PATHS } from '../../../contracts/unit-data';
import { dataPack } from '../../../data';
import { unitsToCsv } from '../../../domain/army/unit-csv';
import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../../test/server/auth-support';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { ensureAdmin } from '../profiles';

let server: TestApp;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const adminEmail = uniqueEmail('admin');
  await ensureAdmin(server.app.auth, adminEmail, { info: () => {} }, GOOD_PASSWORD);
  adminToken = (await authClient(server).signInWithPassword({ email: adminEmail, password: GOOD_PASSWORD })).data.session!.access_token;
  const email = uniqueEmail();
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD });
  memberToken = (await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' })).data.session!.access_token;
});
afterAll(async () => server.close());

const send = (path: string, token: string, body: unknown, contentType = 'application/json') =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (path: string, token?: string) => fetch(`${server.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const syenann = dataPack.units.filter((unit) => unit.factionId === 'syenann');
const threeChanged = unitsToCsv(
  syenann.map((unit, index) => (index < 3 ? { ...unit, points: unit.points + 10 } : unit)),
  dataPack,
);

describe('unit CSV validation and publishing', () => {
  it('is for admins only', async () => {
    expect((await send(UNIT_DATA_PATHS.validate, memberToken, threeChanged, 'text/csv')).status).toBe(403);
    expect((await fetch(`${server.baseUrl}${UNIT_DATA_PATHS.validate}`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: threeChanged })).status).toBe(401);
  });

  it('shows exactly the three changed points values and a corrected CSV', async () => {
    const response = await send(UNIT_DATA_PATHS.validate, adminToken, threeChanged, 'text/csv');
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.errorCount).toBe(0);
    expect(report.changes).toHaveLength(3);
    expect(report.changes.every((change: { changes: Array<{ field: string }> }) => change.changes.map((c) => c.field).join() === 'points')).toBe(true);
    expect(report.correctedCsv.split('\n')[0]).toBe('faction_id,Faction,Unit Type,Unit Name EN,Unit Name SP,Command,AVB,Characteristics,Keywords,High Command,Points Cost,Special Rules,Companion,Tournament Legal');
  });

  it('names the problem with a file that is not a usable sheet, and imports nothing', async () => {
    const missing = await send(UNIT_DATA_PATHS.validate, adminToken, { csv: 'faction_id,Faction\nsyenann,Sÿenann' });
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.code).toBe('csv.missing_columns');
    expect(body.message).toContain('Points Cost');
    expect((await send(UNIT_DATA_PATHS.validate, adminToken, { csv: '\u0000PK\u0003\u0004' })).status).toBe(400);
    const broken = threeChanged.replace(/\n(.*?),Troop,/, '\n$1,Soldier,');
    const refused = await send(UNIT_DATA_PATHS.publish, adminToken, { csv: broken });
    expect(refused.status).toBe(422);
    expect(await server.app.db.query('SELECT 1 FROM data_pack_versions')).toHaveLength(0);
  });

  it('publishes a new version that the data pack serves, keeps history, and rolls back', async () => {
    const published = await send(UNIT_DATA_PATHS.publish, adminToken, { csv: threeChanged, name: 'syenann.csv', notes: 'Errata' });
    expect(published.status).toBe(200);
    const { version } = await published.json();
    expect(version).not.toBe(dataPack.version);

    const pack = await (await get('/api/data-pack')).json();
    expect(pack.version).toBe(version);
    expect(pack.units.find((unit: { id: string }) => unit.id === syenann[0]!.id).points).toBe(syenann[0]!.points + 10);

    const history = await (await get(UNIT_DATA_PATHS.versions, adminToken)).json();
    expect(history).toMatchObject({ bundledVersion: dataPack.version, currentVersion: version });
    expect(history.versions[0]).toMatchObject({ version, active: true, source_name: 'syenann.csv', notes: 'Errata' });
    expect(history.versions[0].published_by).toMatch(/^admin\./);

    const old = await get(UNIT_DATA_PATHS.packVersion(dataPack.version));
    expect(old.status).toBe(200);
    expect((await old.json()).version).toBe(dataPack.version);
    expect((await get(UNIT_DATA_PATHS.packVersion('no-such-version'))).status).toBe(404);

    expect((await send(UNIT_DATA_PATHS.publish, adminToken, { csv: threeChanged })).status).toBe(409);

    const rolledBack = await (await send(UNIT_DATA_PATHS.rollback, adminToken, { version: null })).json();
    expect(rolledBack.currentVersion).toBe(dataPack.version);
    expect((await (await get('/api/data-pack')).json()).version).toBe(dataPack.version);
    expect((await send(UNIT_DATA_PATHS.rollback, adminToken, { version })).status).toBe(200);
    expect((await (await get('/api/data-pack')).json()).version).toBe(version);
    expect((await send(UNIT_DATA_PATHS.rollback, adminToken, { version: 'nope' })).status).toBe(404);
  });

  it('exports the current unit data as CSV', async () => {
    const response = await get(UNIT_DATA_PATHS.exportCsv, adminToken);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect((await response.text()).split('\n').length).toBeGreaterThan(90);
  });
});
