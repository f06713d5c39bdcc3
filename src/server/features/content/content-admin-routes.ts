import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminContentSchema,
  CONTENT_ADMIN_PATHS,
  changelogSavedSchema,
  chapterCreateSchema,
  chapterParamsSchema,
  chapterUpdateSchema,
  changelogUpdateSchema,
  entrySavedSchema,
  faqCreateSchema,
  faqParamsSchema,
  faqUpdateSchema,
  newsCreateSchema,
  newsParamsSchema,
  newsUpdateSchema,
  orderSavedSchema,
  reorderSchema,
  sectionCreateSchema,
  sectionParamsSchema,
  sectionUpdateSchema,
} from '../../../contracts/content-admin';
import { ERROR_CODES } from '../../../contracts/errors';
import { checkChangelog } from '../../../domain/content/changelog-check';
import { HttpError } from '../../http-error';
import { requireAdmin } from '../../plugins/auth-guard';

const notFound = (what: string, id: string) => new HttpError(404, ERROR_CODES.notFound, `No ${what} with id "${id}"`);
const taken = (what: string, id: string) =>
  new HttpError(409, ERROR_CODES.conflict, `A ${what} with id "${id}" already exists`, {
    fields: [{ path: 'id', message: 'This id is already used' }],
  });

const CHANGELOG_MESSAGES = {
  'changelog.empty': 'The changelog is empty.',
  'changelog.html': 'The changelog looks like HTML; write it in Markdown.',
  'changelog.no_version': 'No version like [1.2.3] was found; the first one in square brackets is the version shown.',
} as const;

/** Checks that `ids` names every item of the list exactly once. */
function checkOrder(ids: string[], current: string[], list: string) {
  const unique = new Set(ids);
  if (unique.size !== ids.length) throw new HttpError(400, ERROR_CODES.validation, 'An id appears more than once.');
  const unknown = ids.find((id) => !current.includes(id));
  if (unknown) throw notFound(list, unknown);
  if (ids.length !== current.length) {
    throw new HttpError(400, ERROR_CODES.validation, `The new order must list all ${current.length} items of ${list}.`);
  }
}

/**
 * Admin write routes for rules, FAQ, news and the changelog (issue 5 "Admin editors"). Admins
 * only, checked here on the server. The public GET routes hash what they send into their ETags,
 * so every write here changes the ETag of each response it touches.
 */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.repositories.contentAdmin;
  // This server's next read of published content sees the change, before its own announcement arrives.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') app.contentRevision.forget();
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request, reply) => {
      await requireAdmin(app, request);
      reply.header('Cache-Control', 'no-store');
    });

    const routes = admin.withTypeProvider<ZodTypeProvider>();
    const tags = ['content-admin'];
    const created = { 201: entrySavedSchema };
    const saved = { 200: entrySavedSchema };
    const ordered = { 200: orderSavedSchema };

    const all = { tags, response: { 200: adminContentSchema } };
    routes.get(CONTENT_ADMIN_PATHS.all, { schema: all }, async () => repository.readAll());

    // ---- Rules chapters
    const createChapter = { tags, body: chapterCreateSchema, response: created };
    routes.post(CONTENT_ADMIN_PATHS.chapters, { schema: createChapter }, async (request, reply) => {
      const { id, ...input } = request.body;
      if (await repository.chapterExists(id)) throw taken('rules chapter', id);
      await repository.createChapter(id, input);
      return reply.status(201).send({ id });
    });
    const updateChapter = { tags, params: chapterParamsSchema, body: chapterUpdateSchema, response: saved };
    routes.put(CONTENT_ADMIN_PATHS.chapter, { schema: updateChapter }, async (request) => {
      const { chapterId } = request.params;
      const input = request.body;
      if (!(await repository.updateChapter(chapterId, input))) throw notFound('rules chapter', chapterId);
      return { id: chapterId };
    });
    routes.delete(CONTENT_ADMIN_PATHS.chapter, { schema: { tags, params: chapterParamsSchema } }, async (request, reply) => {
      const { chapterId } = request.params;
      if (!(await repository.deleteChapter(chapterId))) throw notFound('rules chapter', chapterId);
      return reply.status(204).send();
    });
    const reorder = { tags, body: reorderSchema, response: ordered };
    routes.put(CONTENT_ADMIN_PATHS.chaptersOrder, { schema: reorder }, async (request) => {
      const { ids } = request.body;
      checkOrder(ids, await repository.idsOf('rules_chapters'), 'the rules chapters');
      await repository.reorder('rules_chapters', ids);
      return { ids };
    });

    // ---- Rules sections
    const createSection = { tags, params: chapterParamsSchema, body: sectionCreateSchema, response: created };
    routes.post(CONTENT_ADMIN_PATHS.sections, { schema: createSection }, async (request, reply) => {
      const { chapterId } = request.params;
      const { id, ...input } = request.body;
      if (!(await repository.chapterExists(chapterId))) throw notFound('rules chapter', chapterId);
      if (await repository.sectionExists(id)) throw taken('rules section', id);
      await repository.createSection(chapterId, id, input);
      return reply.status(201).send({ id });
    });
    const updateSection = { tags, params: sectionParamsSchema, body: sectionUpdateSchema, response: saved };
    routes.put(CONTENT_ADMIN_PATHS.section, { schema: updateSection }, async (request) => {
      const { chapterId, sectionId } = request.params;
      const input = request.body;
      if (!(await repository.updateSection(chapterId, sectionId, input))) {
        throw notFound(`section in rules chapter "${chapterId}"`, sectionId);
      }
      return { id: sectionId };
    });
    routes.delete(CONTENT_ADMIN_PATHS.section, { schema: { tags, params: sectionParamsSchema } }, async (request, reply) => {
      const { chapterId, sectionId } = request.params;
      if (!(await repository.deleteSection(chapterId, sectionId))) {
        throw notFound(`section in rules chapter "${chapterId}"`, sectionId);
      }
      return reply.status(204).send();
    });
    const reorderSections = { ...reorder, params: chapterParamsSchema };
    routes.put(CONTENT_ADMIN_PATHS.sectionsOrder, { schema: reorderSections }, async (request) => {
      const { chapterId } = request.params;
      const { ids } = request.body;
      if (!(await repository.chapterExists(chapterId))) throw notFound('rules chapter', chapterId);
      checkOrder(ids, await repository.idsOf('rules_sections', chapterId), `rules chapter "${chapterId}"`);
      await repository.reorder('rules_sections', ids);
      return { ids };
    });

    // ---- FAQ
    const createFaq = { tags, body: faqCreateSchema, response: created };
    routes.post(CONTENT_ADMIN_PATHS.faq, { schema: createFaq }, async (request, reply) => {
      const { id, ...input } = request.body;
      if (await repository.faqExists(id)) throw taken('FAQ section', id);
      await repository.createFaq(id, input);
      return reply.status(201).send({ id });
    });
    const updateFaq = { tags, params: faqParamsSchema, body: faqUpdateSchema, response: saved };
    routes.put(CONTENT_ADMIN_PATHS.faqSection, { schema: updateFaq }, async (request) => {
      const { sectionId } = request.params;
      const input = request.body;
      if (!(await repository.updateFaq(sectionId, input))) throw notFound('FAQ section', sectionId);
      return { id: sectionId };
    });
    routes.delete(CONTENT_ADMIN_PATHS.faqSection, { schema: { tags, params: faqParamsSchema } }, async (request, reply) => {
      const { sectionId } = request.params;
      if (!(await repository.deleteFaq(sectionId))) throw notFound('FAQ section', sectionId);
      return reply.status(204).send();
    });
    routes.put(CONTENT_ADMIN_PATHS.faqOrder, { schema: reorder }, async (request) => {
      const { ids } = request.body;
      checkOrder(ids, await repository.idsOf('faq_sections'), 'the FAQ');
      await repository.reorder('faq_sections', ids);
      return { ids };
    });

    // ---- News (ordered by date, newest first)
    const createNews = { tags, body: newsCreateSchema, response: created };
    routes.post(CONTENT_ADMIN_PATHS.news, { schema: createNews }, async (request, reply) => {
      const { news_id, ...input } = request.body;
      if (await repository.newsExists(news_id)) throw taken('news item', news_id);
      await repository.createNews(news_id, input);
      return reply.status(201).send({ id: news_id });
    });
    const updateNews = { tags, params: newsParamsSchema, body: newsUpdateSchema, response: saved };
    routes.put(CONTENT_ADMIN_PATHS.newsItem, { schema: updateNews }, async (request) => {
      const { newsId } = request.params;
      const input = request.body;
      if (!(await repository.updateNews(newsId, input))) throw notFound('news item', newsId);
      return { id: newsId };
    });
    routes.delete(CONTENT_ADMIN_PATHS.newsItem, { schema: { tags, params: newsParamsSchema } }, async (request, reply) => {
      const { newsId } = request.params;
      if (!(await repository.deleteNews(newsId))) throw notFound('news item', newsId);
      return reply.status(204).send();
    });

    // ---- Changelog
    const changelog = { tags, body: changelogUpdateSchema, response: { 200: changelogSavedSchema } };
    routes.put(CONTENT_ADMIN_PATHS.changelog, { schema: changelog }, async (request) => {
      const { content } = request.body;
      const check = checkChangelog(content);
      if (!check.ok) {
        throw new HttpError(400, check.code, CHANGELOG_MESSAGES[check.code], {
          fields: [{ path: 'content', message: CHANGELOG_MESSAGES[check.code] }],
        });
      }
      await repository.saveChangelog(content);
      return { version: check.version };
    });
  });
}
