import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  faqResponseSchema,
  newsResponseSchema,
  rulesChapterResponseSchema,
  rulesResponseSchema,
  rulesSectionResponseSchema,
} from '../../../contracts/content';
import { parseChangelogVersion } from '../../../domain/content/changelog-version';
import { contentBundleSchema } from '../../../domain/content/content-schema';
import { XSS_PAYLOADS, unsafeMarkup } from '../../../../test/fixtures/xss-payloads';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { importContentFile } from './content-import';
import { writeContentBundle } from './content-repository';
import { seedContent } from './content-seed';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(async () => server.close());

/**
 * These tests write content straight to the database, as SQL by hand would. The server hears of
 * such a change through an announcement that may land after the next request (revision-watch.test.ts
 * covers that path), so each request here has the server read the revision afresh.
 */
const get = (url: string, headers: Record<string, string> = {}) => {
  server.app.contentRevision.forget();
  return fetch(`${server.baseUrl}${url}`, { headers });
};
const db = () => server.database.db;

describe('seed content', () => {
  it('is loaded on first start, in three languages', async () => {
    const en = rulesResponseSchema.parse(await (await get('/api/content/rules')).json());
    expect(en.language).toBe('en');
    expect(en.chapters.map((c) => c.id)).toEqual(['about', 'game-structure', 'actions', 'conquest-and-victory']);
    expect(en.chapters[1]!.sections.map((s) => s.id)).toEqual(['rounds', 'turns', 'activations']);
    expect(en.chapters[0]!.sections[0]!.content).toContain('unofficial');
    const es = rulesResponseSchema.parse(await (await get('/api/content/rules?lang=es')).json());
    expect(es.chapters[1]!.title).toBe('Cómo se estructura una partida');
    expect(es.chapters.flatMap((c) => c.sections).every((s) => s.fallback.length === 0)).toBe(true);
    const faq = faqResponseSchema.parse(await (await get('/api/content/faq?lang=fr')).json());
    expect(faq.sections.length).toBeGreaterThanOrEqual(6);
    expect(faq.sections[0]!.title).toBe('Qu’est-ce que Rookery ?');
  });

  it('appends the rules fix-up notes, with [[red]] markers, in English, Spanish and French', async () => {
    const section = async (lang: string) =>
      rulesSectionResponseSchema.parse(
        await (await get(`/api/content/rules/actions/sections/line-of-sight?lang=${lang}`)).json(),
      ).section;
    expect((await section('en')).content).toMatch(/<div class="rules-note">.*\[\[red\]\]agree before the game/);
    expect((await section('es')).content).toMatch(/\[\[red\]\]acordad antes de la partida/);
    expect((await section('fr')).content).toMatch(/Ligne de vue|line of sight/i);
    expect((await section('fr')).content).toMatch(/Note de table :.*\[\[red\]\]convenez avant la partie/);
  });

  it('runs once: a second start changes nothing, and deleted content stays deleted', async () => {
    expect(await seedContent(db())).toBe('unchanged');
    await db().exec('DELETE FROM faq_sections');
    expect(await seedContent(db())).toBe('unchanged');
    expect(faqResponseSchema.parse(await (await get('/api/content/faq')).json()).sections).toEqual([]);
  });

  it('follows a new release changelog unless an admin edited it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rk-seed-'));
    const current = await (await get('/CHANGELOG.md')).text();
    writeFileSync(path.join(dir, 'CHANGELOG.md'), `## [9.9.9] - 2027-01-01\n\n${current}`);
    expect(await seedContent(db(), undefined, dir)).toBe('changelog-updated');
    expect(parseChangelogVersion(await (await get('/CHANGELOG.md')).text())).toBe('9.9.9');
    await writeContentBundle(db(), { changelog: '## [9.9.10] - edited by an admin' });
    writeFileSync(path.join(dir, 'CHANGELOG.md'), `## [10.0.0] - 2027-02-01`);
    expect(await seedContent(db(), undefined, dir)).toBe('unchanged');
    expect(await (await get('/CHANGELOG.md')).text()).toContain('9.9.10');
  });
});

describe('GET /api/content/rules', () => {
  beforeAll(async () => {
    await writeContentBundle(db(), {
      rules: [
        {
          id: 'test-late',
          title: 'Late chapter',
          title_es: null,
          title_fr: 'Chapitre tardif',
          order_index: 900,
          sections: [
            { id: 'test-b', title: 'B', title_es: 'B es', content: '<p>B text</p>', content_es: null, order_index: 2 },
            { id: 'test-a', title: 'A', title_es: null, content: '<p>A text</p>', content_es: '  ', order_index: 1 },
          ],
        },
        { id: 'test-early', title: 'Early', order_index: 0, sections: [] },
      ],
    });
  });

  it('orders chapters and their sections by order_index', async () => {
    const body = rulesResponseSchema.parse(await (await get('/api/content/rules')).json());
    expect(body.chapters[0]!.id).toBe('about');
    expect(body.chapters[1]!.id).toBe('test-early');
    const late = body.chapters.at(-1)!;
    expect(late.id).toBe('test-late');
    expect(late.sections.map((s) => s.id)).toEqual(['test-a', 'test-b']);
    expect(body.chapters.find((c) => c.id === 'test-early')!.sections).toEqual([]);
  });

  it('falls back to English per field', async () => {
    const es = rulesChapterResponseSchema.parse(await (await get('/api/content/rules/test-late?lang=es')).json());
    expect(es.chapter).toMatchObject({ title: 'Late chapter', fallback: ['title'] });
    expect(es.chapter.sections[1]).toMatchObject({ title: 'B es', content: '<p>B text</p>', fallback: ['content'] });
    expect(es.chapter.sections[0]).toMatchObject({
      title: 'A',
      content: '<p>A text</p>',
      fallback: ['title', 'content'],
    });
    const fr = rulesChapterResponseSchema.parse(await (await get('/api/content/rules/test-late?lang=fr')).json());
    expect(fr.chapter).toMatchObject({ title: 'Chapitre tardif', fallback: [] });
  });

  it('reads any other language as English', async () => {
    const body = rulesResponseSchema.parse(await (await get('/api/content/rules?lang=de')).json());
    expect(body.language).toBe('en');
  });

  it('answers unknown chapter and section ids with a JSON 404', async () => {
    for (const url of [
      '/api/content/rules/no-such-chapter',
      '/api/content/rules/actions/sections/no-such-section',
      '/api/content/rules/game-structure/sections/line-of-sight',
      '/api/content/faq/no-such-question',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('sends an ETag and Cache-Control, and 304 when nothing changed', async () => {
    const first = await get('/api/content/rules?lang=fr');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await get('/api/content/rules?lang=fr', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    const weak = await get('/api/content/rules?lang=fr', { 'if-none-match': `W/${etag}` });
    expect(weak.status).toBe(304);
    const other = await get('/api/content/rules?lang=es', { 'if-none-match': etag! });
    expect(other.status).toBe(200);
  });
});

describe('published answers', () => {
  it('are kept until the content changes, however it was changed', async () => {
    const repository = server.app.repositories.content;
    const listRules = repository.listRules;
    let built = 0;
    repository.listRules = async (...args) => {
      built += 1;
      return listRules(...args);
    };
    try {
      const rules = async () => {
        const response = await get('/api/content/rules?lang=es');
        return { etag: response.headers.get('etag'), body: rulesResponseSchema.parse(await response.json()) };
      };
      const first = await rules();
      const builtBefore = built;
      expect(await rules()).toEqual(first);
      expect(built).toBe(builtBefore);

      // Changed by hand, not through the server: seen on the next request all the same.
      const { id, title } = first.body.chapters[0]!;
      await db().query(`UPDATE rules_chapters SET title_es = 'Cambiado a mano' WHERE id = $1`, [id]);
      const changed = await rules();
      expect(changed.body.chapters[0]!.title).toBe('Cambiado a mano');
      expect(changed.etag).not.toBe(first.etag);
      expect(built).toBe(builtBefore + 1);
      await db().query(`UPDATE rules_chapters SET title_es = $1 WHERE id = $2`, [title, id]);
      expect((await rules()).etag).toBe(first.etag);
    } finally {
      repository.listRules = listRules;
    }
  });
});

describe('GET /api/content/news', () => {
  beforeAll(async () => {
    await writeContentBundle(db(), {
      news: [
        { news_id: 'test-old', date: '2020-01-02', content_en: 'Old plain text\nwith a line break' },
        { news_id: 'test-english-only', date: '2020-01-03', content_en: '<p>Only English</p>', content_es: '' },
      ],
    });
    await db().query(`INSERT INTO news_items (news_id, date) VALUES ('test-empty', '2020-01-01')`);
  });

  it('lists newest first, and the latest only with ?limit=1', async () => {
    const all = newsResponseSchema.parse(await (await get('/api/content/news')).json());
    const dates = all.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.items[0]!.newsId).toBe('rules-faq-missions');
    const latest = newsResponseSchema.parse(await (await get('/api/content/news?limit=1&lang=es')).json());
    expect(latest.items).toHaveLength(1);
    expect(latest.items[0]!.content).toContain('Llegan las reglas');
  });

  it('falls back to English, and gives null when no language has content', async () => {
    const es = newsResponseSchema.parse(await (await get('/api/content/news?lang=es')).json());
    expect(es.items.find((i) => i.newsId === 'test-english-only')).toMatchObject({
      content: '<p>Only English</p>',
      fallback: true,
    });
    expect(es.items.find((i) => i.newsId === 'test-empty')!.content).toBeNull();
    expect(es.items.find((i) => i.newsId === 'test-old')!.content).toBe('Old plain text\nwith a line break');
  });

  it('rejects a bad limit with 400 naming the field', async () => {
    for (const limit of ['0', '101', 'abc', '1.5']) {
      const response = await get(`/api/content/news?limit=${limit}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.details.fields[0].path).toBe('limit');
    }
  });

  it('sanitises stored HTML on output: no OWASP XSS filter-evasion payload survives', async () => {
    await writeContentBundle(db(), {
      news: XSS_PAYLOADS.map((payload, index) => ({
        news_id: `xss-${index}`,
        date: '2019-01-01',
        content_en: payload,
        content_es: `<p>es</p>${payload}`,
      })),
      faq: [{ id: 'xss-faq', section: 'XSS', content: XSS_PAYLOADS.join('\n'), order_index: 999 }],
    });
    for (const lang of ['en', 'es']) {
      const body = newsResponseSchema.parse(await (await get(`/api/content/news?lang=${lang}`)).json());
      const items = body.items.filter((item) => item.newsId.startsWith('xss-'));
      expect(items).toHaveLength(XSS_PAYLOADS.length);
      for (const item of items) expect(unsafeMarkup(item.content ?? ''), item.content ?? '').toEqual([]);
    }
    const faq = faqResponseSchema.parse(await (await get('/api/content/faq')).json());
    expect(unsafeMarkup(faq.sections.find((s) => s.id === 'xss-faq')!.content)).toEqual([]);
  });
});

describe('GET /CHANGELOG.md', () => {
  it('serves the stored Markdown with no-cache headers', async () => {
    await writeContentBundle(db(), { changelog: '# Changelog\n\n## [0.5.15] - 2026-11-22\n- Things' });
    const response = await get('/CHANGELOG.md?t=123', { accept: 'text/plain' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(response.headers.get('pragma')).toBe('no-cache');
    expect(parseChangelogVersion(await response.text())).toBe('0.5.15');
  });

  it('answers 404 when the changelog is empty', async () => {
    await writeContentBundle(db(), { changelog: '' });
    const response = await get('/CHANGELOG.md');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
  });
});

describe('content importer', () => {
  it('imports English Markdown, then fills in a translation without touching English', async () => {
    const en = await importContentFile(
      db(),
      'rules.en.md',
      '# Imported {#imported}\n## Deployment {#deployment}\nPlace **units**.',
    );
    expect(en.counts).toMatchObject({ chapters: 1, sections: 1 });
    const es = await importContentFile(
      db(),
      'rules.es.md',
      '# Importado {#imported}\n## Despliegue {#deployment}\nColoca **unidades**.\n## Otra {#unknown-one}\nx',
    );
    expect(es.counts).toMatchObject({ chapters: 1, sections: 1 });
    expect(es.unknownIds).toEqual(['unknown-one']);
    const body = rulesChapterResponseSchema.parse(await (await get('/api/content/rules/imported?lang=es')).json());
    expect(body.chapter.sections[0]).toMatchObject({
      title: 'Despliegue',
      content: '<p>Coloca <strong>unidades</strong>.</p>',
    });
    await importContentFile(db(), 'rules.md', '# Imported again {#imported}\n## Deployment {#deployment}\nNew text.');
    const after = rulesChapterResponseSchema.parse(await (await get('/api/content/rules/imported?lang=es')).json());
    expect(after.chapter.title).toBe('Importado');
    const english = rulesChapterResponseSchema.parse(await (await get('/api/content/rules/imported')).json());
    expect(english.chapter.title).toBe('Imported again');
  });

  it('imports JSON bundles and FAQ Markdown, and rejects bad input naming the field', async () => {
    await importContentFile(
      db(),
      'bundle.json',
      JSON.stringify({ news: [{ news_id: 'imported-news', date: '2030-05-05', content_en: '<p>Hi</p>' }] }),
    );
    const news = newsResponseSchema.parse(await (await get('/api/content/news?limit=1')).json());
    expect(news.items[0]!.newsId).toBe('imported-news');
    await importContentFile(db(), 'faq.en.md', '## Imported question {#imported-q}\nAnswer.');
    await importContentFile(db(), 'faq.fr.md', '## Question importée {#imported-q}\nRéponse.');
    const faq = faqResponseSchema.parse(await (await get('/api/content/faq?lang=fr')).json());
    expect(faq.sections.find((s) => s.id === 'imported-q')).toMatchObject({ title: 'Question importée' });

    const bad = contentBundleSchema.safeParse({
      news: [{ news_id: 'x', date: '2026-02-30', content_en: 'x' }],
      rules: [{ id: 'r', title: ' ', sections: [] }],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['news.0.date', 'rules.0.title']));
    await expect(importContentFile(db(), 'notes.txt', 'x')).rejects.toThrow(/Cannot tell what/);
  });
});
