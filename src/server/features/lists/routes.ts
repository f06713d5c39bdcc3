import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkListsBodySchema,
  checkListsResponseSchema,
  cloudListSchema,
  cloudListsResponseSchema,
  codeFromLink,
  isShortCode,
  LIST_ERROR_CODES,
  LIST_PATHS,
  MAX_CHECKED_LISTS,
  type CheckedList,
  type ListVerdict,
  listParamsSchema,
  MAX_CLOUD_LISTS,
  publicListsResponseSchema,
  saveListBodySchema,
  sharedListResponseSchema,
  shortLinkResponseSchema,
} from '../../../contracts/lists';
import type { ArmyList } from '../../../domain/army/army-list';
import { decodeShareCode, fromSharedList } from '../../../domain/army/share-code';
import { displayName } from '../../../domain/social/social';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import { memberFirst, requireMember } from '../../plugins/auth-guard';
import { isUuid, notFoundMember, requireVisibleMember } from '../social';

const SHORT_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newShortCode = () => Array.from({ length: 10 }, () => SHORT_ALPHABET[randomInt(SHORT_ALPHABET.length)]).join('');
/** Most public lists a profile shows. */
const PUBLIC_LISTS_SHOWN = 50;

/** Retries work that drew a short code someone else already has (one chance in 10^17). */
async function withFreshCode<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

const notFound = () => new HttpError(404, LIST_ERROR_CODES.notFound, 'You have no list with this id.');

/** A short code or a player id that is malformed is simply not found, so these stay plain strings. */
const sharedParams = z.object({ code: z.string() });
const memberParams = z.object({ userId: z.string() });

/**
 * Too many lists to check get their own code and the limit, before the body's contract (which
 * would call it a plain validation failure) reads it.
 */
async function refuseTooManyToCheck(request: FastifyRequest): Promise<void> {
  const links = (request.body as { links?: unknown } | null)?.links;
  if (Array.isArray(links) && links.length > MAX_CHECKED_LISTS) {
    throw new HttpError(
      400,
      LIST_ERROR_CODES.tooManyToCheck,
      `At most ${MAX_CHECKED_LISTS} lists can be checked at once; you sent ${links.length}.`,
      { limit: MAX_CHECKED_LISTS },
    );
  }
}

/**
 * /api/lists: a signed-in member's army lists in the cloud, saved under the ids their browser
 * gave them, so every device updates the same list. Short codes open a list for anyone who has
 * one; public lists show on the owner's profile and in their friends' activity.
 */
export async function listRoutes(app: FastifyInstance): Promise<void> {
  const { lists } = app.repositories;
  const { check } = lists;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lists'];
  const forMembers = { preValidation: memberFirst(app) };

  routes.get(
    LIST_PATHS.lists,
    { schema: { tags, response: { 200: cloudListsResponseSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      return reply.header('cache-control', 'no-store').send({ items: await lists.mine(member.user.id) });
    },
  );

  const one = { tags, params: listParamsSchema };
  routes.get(
    LIST_PATHS.list,
    { ...forMembers, schema: { ...one, response: { 200: cloudListSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const { listId } = request.params;
      const found = await lists.find(member.user.id, listId);
      if (!found) throw notFound();
      return reply.header('cache-control', 'no-store').send(found);
    },
  );

  const save = { ...one, body: saveListBodySchema, response: { 200: cloudListSchema, 201: cloudListSchema } };
  routes.put(LIST_PATHS.list, { ...forMembers, schema: save }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { listId } = request.params;
    const body = request.body;
    if (body.list.id !== listId) {
      throw new HttpError(400, LIST_ERROR_CODES.idMismatch, 'The list in the body has another id than the path.');
    }
    // Checked as the builder checks it, and stored with it: drafts may be illegal, and say so.
    const verdict = await check(body.list);
    const outcome = await withFreshCode(() =>
      lists.save(member.user.id, body.list, {
        public: body.public,
        limit: MAX_CLOUD_LISTS,
        shortCode: newShortCode,
        verdict,
      }),
    );
    if (outcome.kind === 'too-many') {
      throw new HttpError(409, LIST_ERROR_CODES.tooMany, `You can keep up to ${MAX_CLOUD_LISTS} lists in the cloud.`, {
        limit: MAX_CLOUD_LISTS,
      });
    }
    if (outcome.kind === 'newer-copy') {
      throw new HttpError(409, LIST_ERROR_CODES.newerCopy, 'A newer copy of this list is saved already.', {
        current: outcome.stored,
      });
    }
    return reply.code(outcome.created ? 201 : 200).send(outcome.stored);
  });

  routes.delete(LIST_PATHS.list, { ...forMembers, schema: one }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { listId } = request.params;
    if (!(await lists.remove(member.user.id, listId))) throw notFound();
    return reply.code(204).send();
  });

  const shortLink = { ...one, response: { 200: shortLinkResponseSchema } };
  routes.post(LIST_PATHS.shortLink, { ...forMembers, schema: shortLink }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { listId } = request.params;
    const code = await withFreshCode(() => lists.shortCode(member.user.id, listId, newShortCode()));
    if (!code) throw notFound();
    return reply.send({ code });
  });

  const shared = { tags, params: sharedParams, response: { 200: sharedListResponseSchema } };
  routes.get(LIST_PATHS.shared, { schema: shared }, async (request, reply) => {
    const { code } = request.params;
    const found = isShortCode(code) ? await lists.byShortCode(code) : null;
    if (!found) throw new HttpError(404, LIST_ERROR_CODES.unknownShortLink, 'No list has this link.');
    return reply.header('cache-control', 'no-cache').send(found);
  });

  const memberLists = { tags, params: memberParams, response: { 200: publicListsResponseSchema } };
  routes.get(LIST_PATHS.memberLists, { schema: memberLists }, async (request, reply) => {
    const { userId } = request.params;
    if (!isUuid(userId)) throw notFoundMember();
    await requireVisibleMember(app.db, userId);
    return reply.header('cache-control', 'no-cache').send({ items: await lists.publicOf(userId, PUBLIC_LISTS_SHOWN) });
  });

  /**
   * An organiser's check: each pasted link or code, checked as the builder checks it (short links
   * by the verdict stored with the list). Anyone may ask; nothing is stored.
   */
  const checkLists = { tags, body: checkListsBodySchema, response: { 200: checkListsResponseSchema } };
  routes.post(LIST_PATHS.check, { schema: checkLists, preValidation: refuseTooManyToCheck }, async (request, reply) => {
    const body = request.body;
    const items: CheckedList[] = [];
    for (const link of body.links) items.push(await checkOne(link));
    return reply.header('cache-control', 'no-store').send({ items });
  });

  async function checkOne(link: string): Promise<CheckedList> {
    const code = codeFromLink(link);
    if (isShortCode(code)) {
      const found = await lists.byShortCode(code);
      if (!found) return { status: 'unknown', link };
      return row(link, code, found.list, found.verdict, found.owner ? displayName(found.owner) : null);
    }
    const decoded = decodeShareCode(code);
    if (!decoded.ok) return { status: 'broken', link, reason: decoded.error.code };
    const list = fromSharedList(decoded.value, { id: 'checked', now: new Date().toISOString() });
    return row(link, code, list, await check(list), null);
  }
}

function row(link: string, code: string, list: ArmyList, verdict: ListVerdict, player: string | null): CheckedList {
  return {
    status: 'ok',
    link,
    code,
    name: list.name,
    player,
    factionId: list.factionId,
    points: verdict.points,
    gameSize: verdict.limit,
    tournament: list.tournament,
    verdict,
  };
}
