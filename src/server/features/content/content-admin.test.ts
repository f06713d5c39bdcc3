import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqResponseSchema, newsResponseSchema, rulesResponseSchema } from '../../../contracts/content';
import { adminContentSchema, CONTENT_ADMIN_PATHS, contentAdminPath } from '../../../contracts/content-admin';
import { XSS_PAYLOADS, unsafeMarkup } from '../../../../test/fixtures/xss-payloads';
import { authClient, GOOD_PASSWORD, uniqueEmail } from '../../../../test/server/auth-support';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { ensureAdmin } from '../profiles';

let server: TestApp;
let adminToken: string;
let member: TestMember;

beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const email = uniqueEmail('admin');
  await ensureAdmin(server.app.auth, email, { info: () => {} }, GOOD_PASSWORD);
  adminToken = (await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).data.session!
    .access_token;
  member = await signedUpMember(server);
});
afterAll(async () => server.close());

const admin = (path: string, method = 'GET', body?: unknown) =>
  callApi(server, path, { method, body, token: adminToken });
const path = contentAdminPath;
const P = CONTENT_ADMIN_PATHS;

async function readAll() {
  return adminContentSchema.parse(await (await admin(P.all)).json());
}

describe('who may edit content', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', P.all],
    ['POST', P.chapters, { id: 'x', title: 'X' }],
    ['PUT', path(P.chapter, { chapterId: 'about' }), { title: 'X' }],
    ['DELETE', path(P.chapter, { chapterId: 'about' })],
    ['PUT', P.chaptersOrder, { ids: ['about'] }],
    ['POST', path(P.sections, { chapterId: 'about' }), { id: 'x', title: 'X', content: '' }],
    ['PUT', path(P.section, { chapterId: 'actions', sectionId: 'line-of-sight' }), { title: 'X', content: '' }],
    ['DELETE', path(P.section, { chapterId: 'actions', sectionId: 'line-of-sight' })],
    ['PUT', path(P.sectionsOrder, { chapterId: 'actions' }), { ids: ['line-of-sight'] }],
    ['POST', P.faq, { id: 'x', section: 'X', content: '' }],
    ['PUT', path(P.faqSection, { sectionId: 'x' }), { section: 'X', content: '' }],
    ['DELETE', path(P.faqSection, { sectionId: 'x' })],
    ['PUT', P.faqOrder, { ids: ['x'] }],
    ['POST', P.news, { news_id: 'x', date: '2026-01-01', content_en: 'X' }],
    ['PUT', path(P.newsItem, { newsId: 'x' }), { date: '2026-01-01', content_en: 'X' }],
    ['DELETE', path(P.newsItem, { newsId: 'x' })],
    ['PUT', P.changelog, { content: '## [9.9.9]' }],
  ];

  it('answers 401 to guests and 403 to members on every route, and changes nothing', async () => {
    const before = await readAll();
    for (const [method, url, body] of routes) {
      const guest = await callApi(server, url, { method, body });
      expect(guest.status, `${method} ${url} as guest`).toBe(401);
      expect(await guest.json()).toMatchObject({ code: 'unauthorized' });
      const asMember = await member.api(url, { method, body });
      expect(asMember.status, `${method} ${url} as member`).toBe(403);
      expect(await asMember.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await readAll()).toEqual(before);
  });
});

describe('rules chapters and sections', () => {
  it('creates a chapter at the end and a section in it, in three languages', async () => {
    const created = await admin(P.chapters, 'POST', {
      id: 'terrain',
      title: 'Terrain',
      title_es: 'Terreno',
      title_fr: '',
    });
    expect(created.status).toBe(201);
    const section = await admin(path(P.sections, { chapterId: 'terrain' }), 'POST', {
      id: 'forests',
      title: 'Forests',
      title_es: 'Bosques',
      title_fr: 'Forêts',
      content: '<p>Forests [[red]]block[[/red]] sight.</p>',
      content_es: '<p>Los bosques bloquean la visión.</p>',
      content_fr: '   ',
    });
    expect(section.status).toBe(201);

    const all = await readAll();
    const chapter = all.chapters.at(-1)!;
    expect(chapter).toMatchObject({ id: 'terrain', title_es: 'Terreno', title_fr: null });
    expect(chapter.sections[0]).toMatchObject({ id: 'forests', content_fr: null, order_index: 0 });

    const fr = rulesResponseSchema.parse(await (await callApi(server, '/api/content/rules?lang=fr')).json());
    const frSection = fr.chapters.at(-1)!.sections[0]!;
    expect(frSection).toMatchObject({ title: 'Forêts', fallback: ['content'] });
    expect(frSection.content).toBe('<p>Forests [[red]]block[[/red]] sight.</p>');
  });

  it('edits all three languages and changes the ETag the public route sends', async () => {
    const before = await callApi(server, '/api/content/rules?lang=es');
    const etag = before.headers.get('etag')!;
    const edited = await admin(path(P.section, { chapterId: 'terrain', sectionId: 'forests' }), 'PUT', {
      title: 'Woods',
      title_es: 'Bosques densos',
      title_fr: 'Bois',
      content: '<p>Woods</p>',
      content_es: '<p>Bosques</p>',
      content_fr: '<p>Bois</p>',
    });
    expect(edited.status).toBe(200);
    const after = await callApi(server, '/api/content/rules?lang=es', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const body = rulesResponseSchema.parse(await after.json());
    expect(body.chapters.at(-1)!.sections[0]).toMatchObject({ title: 'Bosques densos', content: '<p>Bosques</p>' });
  });

  it('reorders chapters and sections with the full list of ids', async () => {
    await admin(path(P.sections, { chapterId: 'terrain' }), 'POST', { id: 'rivers', title: 'Rivers', content: '' });
    const ids = (await readAll()).chapters.map((chapter) => chapter.id);
    const reordered = ['terrain', ...ids.filter((id) => id !== 'terrain')];
    expect((await admin(P.chaptersOrder, 'PUT', { ids: reordered })).status).toBe(200);
    expect((await readAll()).chapters.map((chapter) => chapter.id)).toEqual(reordered);

    const sectionsOrder = path(P.sectionsOrder, { chapterId: 'terrain' });
    expect((await admin(sectionsOrder, 'PUT', { ids: ['rivers', 'forests'] })).status).toBe(200);
    const publicRules = rulesResponseSchema.parse(await (await callApi(server, '/api/content/rules')).json());
    expect(publicRules.chapters[0]!.id).toBe('terrain');
    expect(publicRules.chapters[0]!.sections.map((s) => s.id)).toEqual(['rivers', 'forests']);

    const partial = await admin(P.chaptersOrder, 'PUT', { ids: ['terrain'] });
    expect(partial.status).toBe(400);
    const twice = await admin(sectionsOrder, 'PUT', { ids: ['rivers', 'rivers'] });
    expect(twice.status).toBe(400);
    const stranger = await admin(sectionsOrder, 'PUT', { ids: ['rivers', 'line-of-sight'] });
    expect(stranger.status).toBe(404);
  });

  it('deletes a section, then the chapter with what is left in it', async () => {
    expect((await admin(path(P.section, { chapterId: 'terrain', sectionId: 'rivers' }), 'DELETE')).status).toBe(204);
    expect((await admin(path(P.chapter, { chapterId: 'terrain' }), 'DELETE')).status).toBe(204);
    const all = await readAll();
    expect(all.chapters.some((chapter) => chapter.id === 'terrain')).toBe(false);
    expect(all.chapters.flatMap((chapter) => chapter.sections).some((section) => section.id === 'forests')).toBe(false);
  });

  it('answers unknown ids with a JSON 404 and a taken id with 409', async () => {
    const unknown: Array<[string, string, unknown?]> = [
      ['PUT', path(P.chapter, { chapterId: 'no-such-chapter' }), { title: 'X' }],
      ['DELETE', path(P.chapter, { chapterId: 'no-such-chapter' })],
      ['POST', path(P.sections, { chapterId: 'no-such-chapter' }), { id: 'x', title: 'X', content: '' }],
      ['PUT', path(P.section, { chapterId: 'actions', sectionId: 'no-such-section' }), { title: 'X', content: '' }],
      // A section exists, but in another chapter.
      [
        'PUT',
        path(P.section, { chapterId: 'game-structure', sectionId: 'line-of-sight' }),
        { title: 'X', content: '' },
      ],
      ['DELETE', path(P.section, { chapterId: 'actions', sectionId: 'no-such-section' })],
      ['PUT', path(P.sectionsOrder, { chapterId: 'no-such-chapter' }), { ids: ['x'] }],
      ['PUT', path(P.faqSection, { sectionId: 'no-such-question' }), { section: 'X', content: '' }],
      ['DELETE', path(P.faqSection, { sectionId: 'no-such-question' })],
      ['PUT', path(P.newsItem, { newsId: 'no-such-news' }), { date: '2026-01-01', content_en: 'X' }],
      ['DELETE', path(P.newsItem, { newsId: 'no-such-news' })],
    ];
    for (const [method, url, body] of unknown) {
      const response = await admin(url, method, body);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
    const taken = await admin(P.chapters, 'POST', { id: 'actions', title: 'Again' });
    expect(taken.status).toBe(409);
    const badId = await admin(path(P.chapter, { chapterId: 'Not An Id' }), 'PUT', { title: 'X' });
    expect(badId.status).toBe(400);
  });
});

describe('bad input', () => {
  it('names the missing English title', async () => {
    for (const [url, body, field] of [
      [P.chapters, { id: 'untitled', title: '   ', title_es: 'Sin título' }, 'title'],
      [P.chapters, { id: 'untitled', title_es: 'Sin título' }, 'title'],
      [P.faq, { id: 'untitled', content: '<p>x</p>' }, 'section'],
      [path(P.sections, { chapterId: 'actions' }), { id: 'untitled', title: '', content: '' }, 'title'],
    ] as const) {
      const response = await admin(url, 'POST', body);
      expect(response.status, url).toBe(400);
      const error = await response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.message).toContain(field);
      expect(error.details.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });

  it('names an invalid news date', async () => {
    for (const date of ['2026-02-30', '22/11/2026', '', 'tomorrow']) {
      const response = await admin(P.news, 'POST', { news_id: 'bad-date', date, content_en: 'Hello' });
      expect(response.status, date).toBe(400);
      const error = await response.json();
      expect(error.details.fields.map((f: { path: string }) => f.path)).toContain('date');
    }
    const missing = await admin(P.news, 'POST', { news_id: 'bad-date', date: '2026-01-01', content_en: ' ' });
    expect((await missing.json()).details.fields[0].path).toBe('content_en');
  });

  it('refuses a changelog whose version cannot be read, naming why', async () => {
    for (const [content, code] of [
      ['', 'changelog.empty'],
      ['<!doctype html><html><body>oops</body></html>', 'changelog.html'],
      ['# Changelog\n\n## 0.7.0 - no brackets', 'changelog.no_version'],
    ] as const) {
      const response = await admin(P.changelog, 'PUT', { content });
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
    }
    const saved = await admin(P.changelog, 'PUT', { content: '# Changelog\n\n## [0.7.0] - 2026-11-22\n- Editors' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ version: '0.7.0' });
    const served = await callApi(server, '/CHANGELOG.md');
    expect(await served.text()).toContain('[0.7.0]');
    expect((await readAll()).changelog).toContain('Editors');
  });

  it('does not answer a malformed body with a 500', async () => {
    const response = await callApi(server, P.faq, {
      method: 'POST',
      body: '{"id": "x", ',
      headers: { 'content-type': 'application/json' },
      token: adminToken,
    });
    expect(response.status).toBe(400);
  });
});

describe('FAQ and news', () => {
  it('creates, edits, reorders and deletes FAQ sections', async () => {
    expect((await admin(P.faq, 'POST', { id: 'new-question', section: 'New?', content: '<p>Yes</p>' })).status).toBe(
      201,
    );
    let faq = (await readAll()).faq;
    expect(faq.at(-1)).toMatchObject({ id: 'new-question', section_es: null });
    await admin(path(P.faqSection, { sectionId: 'new-question' }), 'PUT', {
      section: 'New?',
      section_es: '¿Nuevo?',
      section_fr: 'Nouveau ?',
      content: '<p>Yes</p>',
      content_es: '<p>Sí</p>',
      content_fr: '<p>Oui</p>',
    });
    const ids = faq.map((entry) => entry.id);
    await admin(P.faqOrder, 'PUT', { ids: ['new-question', ...ids.filter((id) => id !== 'new-question')] });
    const es = faqResponseSchema.parse(await (await callApi(server, '/api/content/faq?lang=es')).json());
    expect(es.sections[0]).toMatchObject({ id: 'new-question', title: '¿Nuevo?', content: '<p>Sí</p>', fallback: [] });
    expect((await admin(path(P.faqSection, { sectionId: 'new-question' }), 'DELETE')).status).toBe(204);
    faq = (await readAll()).faq;
    expect(faq.some((entry) => entry.id === 'new-question')).toBe(false);
  });

  it('creates, edits and deletes news items, newest first', async () => {
    const created = await admin(P.news, 'POST', {
      news_id: 'editors-live',
      date: '2030-01-02',
      content_en: '<p>The editors are live</p>',
    });
    expect(created.status).toBe(201);
    const latest = newsResponseSchema.parse(await (await callApi(server, '/api/content/news?limit=1&lang=fr')).json());
    expect(latest.items[0]).toMatchObject({ newsId: 'editors-live', fallback: true });
    await admin(path(P.newsItem, { newsId: 'editors-live' }), 'PUT', {
      date: '2030-01-03',
      content_en: '<p>The editors are live</p>',
      content_fr: '<p>Les éditeurs sont là</p>',
    });
    const fr = newsResponseSchema.parse(await (await callApi(server, '/api/content/news?limit=1&lang=fr')).json());
    expect(fr.items[0]).toMatchObject({ date: '2030-01-03', content: '<p>Les éditeurs sont là</p>', fallback: false });
    expect((await readAll()).news[0]).toMatchObject({ news_id: 'editors-live', date: '2030-01-03' });
    expect((await admin(path(P.newsItem, { newsId: 'editors-live' }), 'DELETE')).status).toBe(204);
  });

  it('stores HTML with scripts sanitised: no OWASP filter-evasion payload survives', async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const response = await admin(P.news, 'POST', {
        news_id: `owasp-${index}`,
        date: '2001-01-01',
        content_en: `<p>Safe ${index}</p>${payload}`,
        content_es: payload,
        content_fr: `<div>${payload}</div>`,
      });
      expect(response.status, payload).toBe(201);
    }
    await admin(P.faq, 'POST', { id: 'owasp-faq', section: 'XSS', content: XSS_PAYLOADS.join('\n') });
    await admin(path(P.section, { chapterId: 'actions', sectionId: 'line-of-sight' }), 'PUT', {
      title: 'Line of sight',
      content: `<p>LoS</p><script>alert(1)</script>${XSS_PAYLOADS.join('')}`,
    });

    const stored = await readAll();
    const texts = [
      ...stored.news
        .filter((item) => item.news_id.startsWith('owasp-'))
        .flatMap((item) => [item.content_en, item.content_es, item.content_fr]),
      stored.faq.find((entry) => entry.id === 'owasp-faq')!.content,
      stored.chapters.flatMap((c) => c.sections).find((s) => s.id === 'line-of-sight')!.content,
    ];
    expect(texts).toHaveLength(XSS_PAYLOADS.length * 3 + 2);
    for (const text of texts) {
      expect(unsafeMarkup(text ?? ''), text ?? '').toEqual([]);
      expect(text ?? '').not.toMatch(/<script|alert\(1\)<\/script/i);
    }
    expect(stored.news.find((item) => item.news_id === 'owasp-0')!.content_en).toContain('<p>Safe 0</p>');
    const rows = await server.app.db.query<{ content: string }>(
      "SELECT content FROM rules_sections WHERE id = 'line-of-sight'",
    );
    expect(rows[0]!.content.startsWith('<p>LoS</p>')).toBe(true);
    expect(rows[0]!.content).not.toContain('<script');
  });
});
