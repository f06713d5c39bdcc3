import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_PATHS,
  chapterParamsSchema,
  faqParamsSchema,
  faqResponseSchema,
  faqSectionResponseSchema,
  languageQuerySchema,
  newsQuerySchema,
  newsResponseSchema,
  rulesChapterResponseSchema,
  rulesResponseSchema,
  rulesSectionResponseSchema,
  sectionParamsSchema,
} from '../../../contracts/content';
import { ERROR_CODES } from '../../../contracts/errors';
import { HttpError } from '../../http-error';
import { NO_CACHE_HEADERS, sendCachedJson } from './http-cache';

const notFound = (what: string, id: string) => new HttpError(404, ERROR_CODES.notFound, `No ${what} with id "${id}"`);

/** Public, read-only content routes. Admin write routes will sit beside them behind the auth guard. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.repositories.content;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const query = languageQuerySchema;

  const rules = { tags, querystring: query, response: { 200: rulesResponseSchema } };
  routes.get(CONTENT_PATHS.rules, { schema: rules }, async (request, reply) => {
    const { lang } = request.query;
    return sendCachedJson(request, reply, rulesResponseSchema, {
      language: lang,
      chapters: await repository.listRules(lang),
    });
  });

  const chapter = {
    tags,
    params: chapterParamsSchema,
    querystring: query,
    response: { 200: rulesChapterResponseSchema },
  };
  routes.get(CONTENT_PATHS.rulesChapter, { schema: chapter }, async (request, reply) => {
    const { lang } = request.query;
    const { chapterId } = request.params;
    const chapter = await repository.getChapter(chapterId, lang);
    if (!chapter) throw notFound('rules chapter', chapterId);
    return sendCachedJson(request, reply, rulesChapterResponseSchema, { language: lang, chapter });
  });

  const section = {
    tags,
    params: sectionParamsSchema,
    querystring: query,
    response: { 200: rulesSectionResponseSchema },
  };
  routes.get(CONTENT_PATHS.rulesSection, { schema: section }, async (request, reply) => {
    const { lang } = request.query;
    const { chapterId, sectionId } = request.params;
    const section = await repository.getSection(chapterId, sectionId, lang);
    if (!section) throw notFound(`section in rules chapter "${chapterId}"`, sectionId);
    return sendCachedJson(request, reply, rulesSectionResponseSchema, { language: lang, section });
  });

  const faq = { tags, querystring: query, response: { 200: faqResponseSchema } };
  routes.get(CONTENT_PATHS.faq, { schema: faq }, async (request, reply) => {
    const { lang } = request.query;
    return sendCachedJson(request, reply, faqResponseSchema, {
      language: lang,
      sections: await repository.listFaq(lang),
    });
  });

  const faqSection = {
    tags,
    params: faqParamsSchema,
    querystring: query,
    response: { 200: faqSectionResponseSchema },
  };
  routes.get(CONTENT_PATHS.faqSection, { schema: faqSection }, async (request, reply) => {
    const { lang } = request.query;
    const { sectionId } = request.params;
    const section = await repository.getFaq(sectionId, lang);
    if (!section) throw notFound('FAQ section', sectionId);
    return sendCachedJson(request, reply, faqSectionResponseSchema, { language: lang, section });
  });

  const news = { tags, querystring: newsQuerySchema, response: { 200: newsResponseSchema } };
  routes.get(CONTENT_PATHS.news, { schema: news }, async (request, reply) => {
    const { lang, limit } = request.query;
    return sendCachedJson(request, reply, newsResponseSchema, {
      language: lang,
      items: await repository.listNews(lang, limit),
    });
  });

  // Markdown as text, or a plain-text 404: no JSON contract to write it through.
  const changelog = {
    tags,
    response: {
      200: z.string().describe('The changelog as Markdown.'),
      404: z.string().describe('None is published yet.'),
    },
  };
  app.get(CONTENT_PATHS.changelog, { schema: changelog }, async (_request, reply) => {
    const content = await repository.getChangelog();
    reply.headers(NO_CACHE_HEADERS);
    if (!content?.trim())
      return reply.status(404).type('text/plain; charset=utf-8').send('No changelog has been published yet.');
    return reply.status(200).type('text/markdown; charset=utf-8').send(content);
  });
}
