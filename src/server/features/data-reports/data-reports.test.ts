import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_REPORT_PATHS,
  dataReportAnswerPath,
  dataReportFixedPath,
  dataReportQueueSchema,
  dataReportSchema,
  myDataReportsSchema,
  type DataReportStatus,
} from '../../../contracts/data-reports';
import { dataPack } from '../../../data';
import { encodeListShareCode } from '../../../domain/army/share-code';
import { makeList } from '../../../../test/fixtures/army';
import { authClient } from '../../../../test/server/auth-support';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { A_UUID, notificationsOf } from '../../../../test/server/social-helpers';

let server: TestApp;
let reporter: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    MEMBER_RATE_LIMIT_PER_MINUTE: '1000',
    DATA_REPORT_MAX_OPEN: '1000',
    DATA_REPORT_MAX_PER_DAY: '1000',
  });
  reporter = await signedUpMember(server, 'DataReporter');
  other = await signedUpMember(server, 'DataOther');
  admin = await signedUpMember(server, 'DataAdmin');
  await server.app.db.query('UPDATE profiles SET wab_admin = true WHERE id = $1', [admin.id]);
});
afterAll(async () => server?.close());

const file = (member: TestMember, body: unknown) => member.api(DATA_REPORT_PATHS.reports, { method: 'POST', body });
const unitReport = (text = 'The points look wrong.') => ({ subject_kind: 'unit', subject_id: 'orc-hunters', text });
const rowCount = async () =>
  (await server.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM data_reports'))[0]!.count;
async function queue(status: DataReportStatus, page = 1) {
  const response = await admin.api(`${DATA_REPORT_PATHS.queue}?status=${status}&page=${page}`);
  expect(response.status).toBe(200);
  return dataReportQueueSchema.parse(await response.json());
}

describe('filing a data report', () => {
  it('records the unit, the current data version, the trimmed text and an attached list', async () => {
    const code = encodeListShareCode({ ...makeList([{ unitId: 'warlord' }]), id: 'l1', name: 'Raiders' });
    const response = await file(reporter, { ...unitReport('  Armour should be 2.  '), list_code: code });
    expect(response.status).toBe(201);
    const report = dataReportSchema.parse(await response.json());
    expect(report).toMatchObject({
      subject_kind: 'unit',
      subject_id: 'orc-hunters',
      subject_title: dataPack.units.find((unit) => unit.id === 'orc-hunters')!.name.en,
      data_version: dataPack.version,
      list_code: code,
      text: 'Armour should be 2.',
      status: 'open',
      answer: null,
      fixed_version: null,
    });
    const mine = myDataReportsSchema.parse(await (await reporter.api(DATA_REPORT_PATHS.reports)).json());
    expect(mine.reports.map((each) => each.id)).toContain(report.id);
    const theirs = myDataReportsSchema.parse(await (await other.api(DATA_REPORT_PATHS.reports)).json());
    expect(theirs.reports.map((each) => each.id)).not.toContain(report.id);
  });

  it('accepts a mission and a rules section, naming them as the current data does', async () => {
    const mission = await (
      await file(other, { subject_kind: 'mission', subject_id: 'take-positions', text: 'x' })
    ).json();
    expect(mission).toMatchObject({ subject_kind: 'mission', subject_title: 'Take Positions' });
    const rules = await file(other, {
      subject_kind: 'rule-section',
      subject_id: 'line-of-sight',
      text: 'Typo',
      data_version: dataPack.version,
    });
    expect(rules.status).toBe(201);
    expect(await rules.json()).toMatchObject({ subject_kind: 'rule-section', subject_id: 'line-of-sight' });
  });

  it('lets a guest with a session report, and refuses a caller without one', async () => {
    const { data } = await authClient(server).signInAnonymously();
    const response = await callApi(server, DATA_REPORT_PATHS.reports, {
      method: 'POST',
      body: unitReport(),
      token: data.session!.access_token,
    });
    expect(response.status).toBe(201);
    const before = await rowCount();
    const signedOut = await callApi(server, DATA_REPORT_PATHS.reports, { method: 'POST', body: unitReport() });
    expect(signedOut.status).toBe(401);
    expect((await callApi(server, DATA_REPORT_PATHS.reports)).status).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['empty text', { ...unitReport('   ') }, 'validation_failed'],
    ['no text', { subject_kind: 'unit', subject_id: 'orc-hunters' }, 'validation_failed'],
    ['text too long', unitReport('x'.repeat(2001)), 'validation_failed'],
    ['an unknown unit', { ...unitReport(), subject_id: 'no-such-unit' }, 'data_report.unknown_subject'],
    [
      'an unknown mission',
      { subject_kind: 'mission', subject_id: 'orc-hunters', text: 'x' },
      'data_report.unknown_subject',
    ],
    [
      'an unknown section',
      { subject_kind: 'rule-section', subject_id: 'nowhere', text: 'x' },
      'data_report.unknown_subject',
    ],
    ['an unknown kind', { ...unitReport(), subject_kind: 'faction' }, 'validation_failed'],
    ['an unknown data version', { ...unitReport(), data_version: '1999.01-00000000' }, 'data_report.unknown_version'],
    ['a broken list', { ...unitReport(), list_code: 'R1~nonsense' }, 'data_report.bad_list'],
    ['a NUL in the text', unitReport('bad\u0000text'), 'validation_failed'],
    ['an extra field', { ...unitReport(), status: 'fixed' }, 'validation_failed'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, code) => {
    const before = await rowCount();
    const response = await file(reporter, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
    expect(await rowCount()).toBe(before);
  });

  it('limits how often one account files reports', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', MEMBER_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const member = await signedUpMember(limited, 'Hasty');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await member.api(DATA_REPORT_PATHS.reports, { method: 'POST', body: unitReport() })).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses more open reports than one account may have, until one is answered', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_REPORT_MAX_OPEN: '2' });
    try {
      const member = await signedUpMember(limited, 'Keen');
      const boss = await signedUpMember(limited, 'KeenAdmin');
      await limited.app.db.query('UPDATE profiles SET wab_admin = true WHERE id = $1', [boss.id]);
      const send = () => member.api(DATA_REPORT_PATHS.reports, { method: 'POST', body: unitReport() });
      const first = dataReportSchema.parse(await (await send()).json());
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({
        code: 'data_report.too_many_open',
        message: expect.stringMatching(/open/),
      });
      const [stored] = await limited.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM data_reports');
      expect(stored?.count).toBe(2);

      await boss.api(dataReportAnswerPath(first.id), { method: 'POST', body: { answer: 'Seen.' } });
      expect((await send()).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('refuses more reports in a day than one account may file, answered or not', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_REPORT_MAX_PER_DAY: '3' });
    try {
      const member = await signedUpMember(limited, 'Busy');
      const send = () => member.api(DATA_REPORT_PATHS.reports, { method: 'POST', body: unitReport() });
      for (let index = 0; index < 3; index += 1) expect((await send()).status).toBe(201);
      await limited.app.db.query("UPDATE data_reports SET status = 'answered', answer = 'Seen.'");
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'data_report.daily_limit' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      // A day later the oldest no longer counts.
      await limited.app.db.query(
        "UPDATE data_reports SET created_at = now() - interval '25 hours' WHERE id = (SELECT id FROM data_reports ORDER BY created_at LIMIT 1)",
      );
      expect((await send()).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the admin queue', () => {
  it('is for admins only', async () => {
    expect((await reporter.api(DATA_REPORT_PATHS.queue)).status).toBe(403);
    expect((await callApi(server, DATA_REPORT_PATHS.queue)).status).toBe(401);
    expect((await admin.api(`${DATA_REPORT_PATHS.queue}?status=closed`)).status).toBe(400);
    expect((await admin.api(`${DATA_REPORT_PATHS.queue}?page=0`)).status).toBe(400);
  });

  it('answers a report and marks it fixed in a published version, telling the reporter each time', async () => {
    const filed = dataReportSchema.parse(await (await file(reporter, unitReport('Wrong AVB'))).json());
    const open = await queue('open');
    const listed = open.reports.find((each) => each.id === filed.id);
    expect(listed?.reporter?.id).toBe(reporter.id);
    expect(open.total).toBeGreaterThanOrEqual(1);

    expect(
      (await reporter.api(dataReportAnswerPath(filed.id), { method: 'POST', body: { answer: 'Yes' } })).status,
    ).toBe(403);
    const answered = await admin.api(dataReportAnswerPath(filed.id), {
      method: 'POST',
      body: { answer: '  Thanks, the card says 2.  ' },
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ status: 'answered', answer: 'Thanks, the card says 2.' });
    expect((await queue('answered')).reports.find((each) => each.id === filed.id)?.answered_by?.id).toBe(admin.id);

    const told = await notificationsOf(reporter);
    expect(told.find((each) => each.type === 'data_report_answered')?.content).toMatchObject({
      report_id: filed.id,
      subject_id: 'orc-hunters',
      answer: 'Thanks, the card says 2.',
    });

    const fixed = await admin.api(dataReportFixedPath(filed.id), {
      method: 'POST',
      body: { data_version: dataPack.version },
    });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toMatchObject({ status: 'fixed', fixed_version: dataPack.version });
    const fixedNotice = (await notificationsOf(reporter)).find((each) => each.type === 'data_report_fixed');
    expect(fixedNotice?.content).toMatchObject({ report_id: filed.id, data_version: dataPack.version });

    // Answering again keeps it fixed; the reporter's own list shows all of it.
    await admin.api(dataReportAnswerPath(filed.id), { method: 'POST', body: { answer: 'Out now.' } });
    const mine = myDataReportsSchema.parse(await (await reporter.api(DATA_REPORT_PATHS.reports)).json());
    expect(mine.reports.find((each) => each.id === filed.id)).toMatchObject({ status: 'fixed', answer: 'Out now.' });
    expect((await notificationsOf(other)).some((each) => each.type.startsWith('data_report'))).toBe(false);
  });

  it('refuses an unpublished version, an empty answer and unknown reports, changing nothing', async () => {
    const filed = dataReportSchema.parse(await (await file(reporter, unitReport('Again'))).json());
    const notPublished = await admin.api(dataReportFixedPath(filed.id), {
      method: 'POST',
      body: { data_version: '2026.11-ffffffff' },
    });
    expect(notPublished.status).toBe(400);
    expect(await notPublished.json()).toMatchObject({ code: 'data_report.unknown_version' });
    const empty = await admin.api(dataReportAnswerPath(filed.id), { method: 'POST', body: { answer: ' ' } });
    expect(empty.status).toBe(400);
    expect((await admin.api(dataReportAnswerPath(A_UUID), { method: 'POST', body: { answer: 'x' } })).status).toBe(404);
    expect(
      (await admin.api(dataReportFixedPath('not-a-uuid'), { method: 'POST', body: { data_version: dataPack.version } }))
        .status,
    ).toBe(404);
    expect((await queue('open')).reports.find((each) => each.id === filed.id)).toMatchObject({
      status: 'open',
      answer: null,
    });
  });

  it('sends a long answer in emoji whole, and the start of it, well formed, to the reporter', async () => {
    const filed = dataReportSchema.parse(await (await file(reporter, unitReport('Emoji'))).json());
    const answer = '🦅'.repeat(300);
    const response = await admin.api(dataReportAnswerPath(filed.id), { method: 'POST', body: { answer } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'answered', answer });
    const notice = (await notificationsOf(reporter)).find(
      (each) => each.type === 'data_report_answered' && each.content.report_id === filed.id,
    );
    const told = notice?.content.answer as string;
    expect(told).toBe(`${'🦅'.repeat(199)}…`);
    expect(told).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('refuses to mark a fixed report fixed again, and tells the reporter only once', async () => {
    const filed = dataReportSchema.parse(await (await file(reporter, unitReport('Twice'))).json());
    const fix = () =>
      admin.api(dataReportFixedPath(filed.id), { method: 'POST', body: { data_version: dataPack.version } });
    expect((await fix()).status).toBe(200);
    const again = await fix();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'data_report.already_fixed' });
    const notices = (await notificationsOf(reporter)).filter(
      (each) => each.type === 'data_report_fixed' && each.content.report_id === filed.id,
    );
    expect(notices).toHaveLength(1);
  });

  it('pages the queue', async () => {
    for (let index = 0; index < 21; index += 1) await file(other, unitReport(`Paged ${index}`));
    const first = await queue('open', 1);
    const second = await queue('open', 2);
    expect(first.reports).toHaveLength(first.perPage);
    expect(first.total).toBeGreaterThan(first.perPage);
    expect(second.reports.map((each) => each.id)).not.toContain(first.reports[0]!.id);
  });
});
