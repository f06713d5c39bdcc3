import type { FastifyInstance } from 'fastify';
import {
  CONTENT_PATHS,
  chapterParamsSchema,
  faqParamsSchema,
  languageQuerySchema,
  newsQuerySchema,
  sectionParamsSchema,
} from '../../../contracts/content';
import { ERROR_CODES } from '../../../contracts/errors';
import { HttpError, parseWith } from '../../http-error';
import { contentRepository } from './content-repository';
import { NO_CACHE_HEADERS, sendCachedJson } from './http-cache';

const notFound = (what: string, id: string) => new HttpError(404, ERROR_CODES.notFound, `No ${what} with id "${id}"`);

/** Public, read-only content routes. Admin write routes will sit beside them behind the auth guard. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const repository = contentRepository(app.db.orm);

  app.get(CONTENT_PATHS.rules, async (request, reply) => {
    const { lang } = parseWith(languageQuerySchema, request.query);
    return sendCachedJson(request, reply, { language: lang, chapters: await repository.listRules(lang) });
  });

  app.get(CONTENT_PATHS.rulesChapter, async (request, reply) => {
    const { lang } = parseWith(languageQuerySchema, request.query);
    const { chapterId } = parseWith(chapterParamsSchema, request.params);
    const chapter = await repository.getChapter(chapterId, lang);
    if (!chapter) throw notFound('rules chapter', chapterId);
    return sendCachedJson(request, reply, { language: lang, chapter });
  });

  app.get(CONTENT_PATHS.rulesSection, async (request, reply) => {
    const { lang } = parseWith(languageQuerySchema, request.query);
    const { chapterId, sectionId } = parseWith(sectionParamsSchema, request.params);
    const section = await repository.getSection(chapterId, sectionId, lang);
    if (!section) throw notFound(`section in rules chapter "${chapterId}"`, sectionId);
    return sendCachedJson(request, reply, { language: lang, section });
  });

  app.get(CONTENT_PATHS.faq, async (request, reply) => {
    const { lang } = parseWith(languageQuerySchema, request.query);
    return sendCachedJson(request, reply, { language: lang, sections: await repository.listFaq(lang) });
  });

  app.get(CONTENT_PATHS.faqSection, async (request, reply) => {
    const { lang } = parseWith(languageQuerySchema, request.query);
    const { sectionId } = parseWith(faqParamsSchema, request.params);
    const section = await repository.getFaq(sectionId, lang);
    if (!section) throw notFound('FAQ section', sectionId);
    return sendCachedJson(request, reply, { language: lang, section });
  });

  app.get(CONTENT_PATHS.news, async (request, reply) => {
    const { lang, limit } = parseWith(newsQuerySchema, request.query);
    return sendCachedJson(request, reply, { language: lang, items: await repository.listNews(lang, limit) });
  });

  app.get(CONTENT_PATHS.changelog, async (_request, reply) => {
    const content = await repository.getChangelog();
    reply.headers(NO_CACHE_HEADERS);
    if (!content?.trim())
      return reply.status(404).type('text/plain; charset=utf-8').send('No changelog has been published yet.');
    return reply.status(200).type('text/markdown; charset=utf-8').send(content);
  });
}
