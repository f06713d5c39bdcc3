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
import { VARY } from '../../vary';
import { NO_CACHE_HEADERS, publishedAnswers, sendPublished } from './http-cache';

const notFound = (what: string, id: string) => new HttpError(404, ERROR_CODES.notFound, `No ${what} with id "${id}"`);

/** Public, read-only content routes. Admin write routes will sit beside them behind the auth guard. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.repositories.content;
  const answers = publishedAnswers(() => app.contentRevision.current());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const query = languageQuerySchema;

  const rules = { tags, querystring: query, response: { 200: rulesResponseSchema } };
  routes.get(CONTENT_PATHS.rules, { schema: rules }, async (request, reply) => {
    const { lang } = request.query;
    const answer = await answers.get(JSON.stringify(['rules', lang]), rulesResponseSchema, async () => ({
      language: lang,
      chapters: await repository.listRules(lang),
    }));
    return sendPublished(request, reply, answer);
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
    const answer = await answers.get(
      JSON.stringify(['chapter', chapterId, lang]),
      rulesChapterResponseSchema,
      async () => {
        const chapter = await repository.getChapter(chapterId, lang);
        return chapter && { language: lang, chapter };
      },
    );
    if (!answer) throw notFound('rules chapter', chapterId);
    return sendPublished(request, reply, answer);
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
    const key = JSON.stringify(['section', chapterId, sectionId, lang]);
    const answer = await answers.get(key, rulesSectionResponseSchema, async () => {
      const section = await repository.getSection(chapterId, sectionId, lang);
      return section && { language: lang, section };
    });
    if (!answer) throw notFound(`section in rules chapter "${chapterId}"`, sectionId);
    return sendPublished(request, reply, answer);
  });

  const faq = { tags, querystring: query, response: { 200: faqResponseSchema } };
  routes.get(CONTENT_PATHS.faq, { schema: faq }, async (request, reply) => {
    const { lang } = request.query;
    const answer = await answers.get(JSON.stringify(['faq', lang]), faqResponseSchema, async () => ({
      language: lang,
      sections: await repository.listFaq(lang),
    }));
    return sendPublished(request, reply, answer);
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
    const answer = await answers.get(JSON.stringify(['faq', sectionId, lang]), faqSectionResponseSchema, async () => {
      const section = await repository.getFaq(sectionId, lang);
      return section && { language: lang, section };
    });
    if (!answer) throw notFound('FAQ section', sectionId);
    return sendPublished(request, reply, answer);
  });

  const news = { tags, querystring: newsQuerySchema, response: { 200: newsResponseSchema } };
  routes.get(CONTENT_PATHS.news, { schema: news }, async (request, reply) => {
    const { lang, limit } = request.query;
    const answer = await answers.get(JSON.stringify(['news', lang, limit ?? null]), newsResponseSchema, async () => ({
      language: lang,
      items: await repository.listNews(lang, limit),
    }));
    return sendPublished(request, reply, answer);
  });

  // Markdown as text, or a plain-text 404: no JSON contract to write it through.
  const changelog = {
    tags,
    response: {
      200: z.string().describe('The changelog as Markdown.'),
      404: z.string().describe('None is published yet.'),
    },
  };
  app.get(CONTENT_PATHS.changelog, { schema: changelog }, async (request, reply) => {
    const answer = await answers.text(JSON.stringify(['changelog']), async () => {
      const content = await repository.getChangelog();
      return content?.trim() ? content : null;
    });
    reply.headers(NO_CACHE_HEADERS);
    if (!answer)
      return reply.status(404).type('text/plain; charset=utf-8').send('No changelog has been published yet.');
    reply.status(200).type('text/markdown; charset=utf-8').header('Vary', VARY.encoding);
    return answer.body.send(request, reply);
  });
}
