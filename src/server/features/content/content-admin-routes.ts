import type { FastifyInstance } from 'fastify';
import {
  CONTENT_ADMIN_PATHS,
  chapterCreateSchema,
  chapterParamsSchema,
  chapterUpdateSchema,
  changelogUpdateSchema,
  faqCreateSchema,
  faqParamsSchema,
  faqUpdateSchema,
  newsCreateSchema,
  newsParamsSchema,
  newsUpdateSchema,
  reorderSchema,
  sectionCreateSchema,
  sectionParamsSchema,
  sectionUpdateSchema,
} from '../../../contracts/content-admin';
import { ERROR_CODES } from '../../../contracts/errors';
import { checkChangelog } from '../../../domain/content/changelog-check';
import { HttpError, parseWith } from '../../http-error';
import { requireAdmin } from '../../plugins/auth-guard';
import { contentAdminRepository } from './content-admin-repository';

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
  const repository = contentAdminRepository(app.db);

  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request, reply) => {
      await requireAdmin(app, request);
      reply.header('Cache-Control', 'no-store');
    });

    admin.get(CONTENT_ADMIN_PATHS.all, async () => repository.readAll());

    // ---- Rules chapters
    admin.post(CONTENT_ADMIN_PATHS.chapters, async (request, reply) => {
      const { id, ...input } = parseWith(chapterCreateSchema, request.body);
      if (await repository.chapterExists(id)) throw taken('rules chapter', id);
      await repository.createChapter(id, input);
      return reply.status(201).send({ id });
    });
    admin.put(CONTENT_ADMIN_PATHS.chapter, async (request) => {
      const { chapterId } = parseWith(chapterParamsSchema, request.params);
      const input = parseWith(chapterUpdateSchema, request.body);
      if (!(await repository.updateChapter(chapterId, input))) throw notFound('rules chapter', chapterId);
      return { id: chapterId };
    });
    admin.delete(CONTENT_ADMIN_PATHS.chapter, async (request, reply) => {
      const { chapterId } = parseWith(chapterParamsSchema, request.params);
      if (!(await repository.deleteChapter(chapterId))) throw notFound('rules chapter', chapterId);
      return reply.status(204).send();
    });
    admin.put(CONTENT_ADMIN_PATHS.chaptersOrder, async (request) => {
      const { ids } = parseWith(reorderSchema, request.body);
      checkOrder(ids, await repository.idsOf('rules_chapters'), 'the rules chapters');
      await repository.reorder('rules_chapters', ids);
      return { ids };
    });

    // ---- Rules sections
    admin.post(CONTENT_ADMIN_PATHS.sections, async (request, reply) => {
      const { chapterId } = parseWith(chapterParamsSchema, request.params);
      const { id, ...input } = parseWith(sectionCreateSchema, request.body);
      if (!(await repository.chapterExists(chapterId))) throw notFound('rules chapter', chapterId);
      if (await repository.sectionExists(id)) throw taken('rules section', id);
      await repository.createSection(chapterId, id, input);
      return reply.status(201).send({ id });
    });
    admin.put(CONTENT_ADMIN_PATHS.section, async (request) => {
      const { chapterId, sectionId } = parseWith(sectionParamsSchema, request.params);
      const input = parseWith(sectionUpdateSchema, request.body);
      if (!(await repository.updateSection(chapterId, sectionId, input))) {
        throw notFound(`section in rules chapter "${chapterId}"`, sectionId);
      }
      return { id: sectionId };
    });
    admin.delete(CONTENT_ADMIN_PATHS.section, async (request, reply) => {
      const { chapterId, sectionId } = parseWith(sectionParamsSchema, request.params);
      if (!(await repository.deleteSection(chapterId, sectionId))) {
        throw notFound(`section in rules chapter "${chapterId}"`, sectionId);
      }
      return reply.status(204).send();
    });
    admin.put(CONTENT_ADMIN_PATHS.sectionsOrder, async (request) => {
      const { chapterId } = parseWith(chapterParamsSchema, request.params);
      const { ids } = parseWith(reorderSchema, request.body);
      if (!(await repository.chapterExists(chapterId))) throw notFound('rules chapter', chapterId);
      checkOrder(ids, await repository.idsOf('rules_sections', chapterId), `rules chapter "${chapterId}"`);
      await repository.reorder('rules_sections', ids);
      return { ids };
    });

    // ---- FAQ
    admin.post(CONTENT_ADMIN_PATHS.faq, async (request, reply) => {
      const { id, ...input } = parseWith(faqCreateSchema, request.body);
      if (await repository.faqExists(id)) throw taken('FAQ section', id);
      await repository.createFaq(id, input);
      return reply.status(201).send({ id });
    });
    admin.put(CONTENT_ADMIN_PATHS.faqSection, async (request) => {
      const { sectionId } = parseWith(faqParamsSchema, request.params);
      const input = parseWith(faqUpdateSchema, request.body);
      if (!(await repository.updateFaq(sectionId, input))) throw notFound('FAQ section', sectionId);
      return { id: sectionId };
    });
    admin.delete(CONTENT_ADMIN_PATHS.faqSection, async (request, reply) => {
      const { sectionId } = parseWith(faqParamsSchema, request.params);
      if (!(await repository.deleteFaq(sectionId))) throw notFound('FAQ section', sectionId);
      return reply.status(204).send();
    });
    admin.put(CONTENT_ADMIN_PATHS.faqOrder, async (request) => {
      const { ids } = parseWith(reorderSchema, request.body);
      checkOrder(ids, await repository.idsOf('faq_sections'), 'the FAQ');
      await repository.reorder('faq_sections', ids);
      return { ids };
    });

    // ---- News (ordered by date, newest first)
    admin.post(CONTENT_ADMIN_PATHS.news, async (request, reply) => {
      const { news_id, ...input } = parseWith(newsCreateSchema, request.body);
      if (await repository.newsExists(news_id)) throw taken('news item', news_id);
      await repository.createNews(news_id, input);
      return reply.status(201).send({ id: news_id });
    });
    admin.put(CONTENT_ADMIN_PATHS.newsItem, async (request) => {
      const { newsId } = parseWith(newsParamsSchema, request.params);
      const input = parseWith(newsUpdateSchema, request.body);
      if (!(await repository.updateNews(newsId, input))) throw notFound('news item', newsId);
      return { id: newsId };
    });
    admin.delete(CONTENT_ADMIN_PATHS.newsItem, async (request, reply) => {
      const { newsId } = parseWith(newsParamsSchema, request.params);
      if (!(await repository.deleteNews(newsId))) throw notFound('news item', newsId);
      return reply.status(204).send();
    });

    // ---- Changelog
    admin.put(CONTENT_ADMIN_PATHS.changelog, async (request) => {
      const { content } = parseWith(changelogUpdateSchema, request.body);
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
