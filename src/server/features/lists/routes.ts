import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  checkListsBodySchema,
  codeFromLink,
  isShortCode,
  LIST_ERROR_CODES,
  LIST_PATHS,
  MAX_CHECKED_LISTS,
  type CheckedList,
  type ListVerdict,
  listParamsSchema,
  MAX_CLOUD_LISTS,
  saveListBodySchema,
  sharedParamsSchema,
  type CloudListsResponse,
} from '../../../contracts/lists';
import type { ArmyList } from '../../../domain/army/army-list';
import { decodeShareCode, fromSharedList } from '../../../domain/army/share-code';
import { displayName } from '../../../domain/social/social';
import { HttpError, parseWith } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';
import { isUuid, notFoundMember, requireVisibleMember } from '../social';
import { listsRepository } from './lists-repository';
import { listChecker } from './verdict';

const SHORT_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newShortCode = () => Array.from({ length: 10 }, () => SHORT_ALPHABET[randomInt(SHORT_ALPHABET.length)]).join('');
/** PostgreSQL's (and PGlite's) unique_violation: a short code drawn twice. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
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

/**
 * /api/lists: a signed-in member's army lists in the cloud, saved under the ids their browser
 * gave them, so every device updates the same list. Short codes open a list for anyone who has
 * one; public lists show on the owner's profile and in their friends' activity.
 */
export async function listRoutes(app: FastifyInstance): Promise<void> {
  const check = listChecker(app.dataPacks);
  const lists = listsRepository(app.db, check);

  app.get(LIST_PATHS.lists, async (request, reply) => {
    const member = await requireMember(app, request);
    const body: CloudListsResponse = { items: await lists.mine(member.user.id) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.get(LIST_PATHS.list, async (request, reply) => {
    const member = await requireMember(app, request);
    const { listId } = parseWith(listParamsSchema, request.params);
    const found = await lists.find(member.user.id, listId);
    if (!found) throw notFound();
    return reply.header('cache-control', 'no-store').send(found);
  });

  app.put(LIST_PATHS.list, async (request, reply) => {
    const member = await requireMember(app, request);
    const { listId } = parseWith(listParamsSchema, request.params);
    const body = parseWith(saveListBodySchema, request.body);
    if (body.list.id !== listId) {
      throw new HttpError(400, LIST_ERROR_CODES.idMismatch, 'The list in the body has another id than the path.');
    }
    // Checked as the builder checks it, and stored with it: drafts may be illegal, and say so.
    const verdict = await check(body.list);
    const outcome = await withFreshCode(() =>
      app.db.transaction((tx) =>
        listsRepository(tx, check).save(member.user.id, body.list, {
          public: body.public,
          limit: MAX_CLOUD_LISTS,
          shortCode: newShortCode,
          verdict,
        }),
      ),
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

  app.delete(LIST_PATHS.list, async (request, reply) => {
    const member = await requireMember(app, request);
    const { listId } = parseWith(listParamsSchema, request.params);
    if (!(await lists.remove(member.user.id, listId))) throw notFound();
    return reply.code(204).send();
  });

  app.post(LIST_PATHS.shortLink, async (request, reply) => {
    const member = await requireMember(app, request);
    const { listId } = parseWith(listParamsSchema, request.params);
    const code = await withFreshCode(() => lists.shortCode(member.user.id, listId, newShortCode()));
    if (!code) throw notFound();
    return reply.send({ code });
  });

  app.get(LIST_PATHS.shared, async (request, reply) => {
    const params = sharedParamsSchema.safeParse(request.params);
    const found = params.success ? await lists.byShortCode(params.data.code) : null;
    if (!found) throw new HttpError(404, LIST_ERROR_CODES.unknownShortLink, 'No list has this link.');
    return reply.header('cache-control', 'no-cache').send(found);
  });

  app.get(LIST_PATHS.memberLists, async (request, reply) => {
    const { userId } = request.params as { userId: string };
    if (!isUuid(userId)) throw notFoundMember();
    await requireVisibleMember(app.db, userId);
    return reply.header('cache-control', 'no-cache').send({ items: await lists.publicOf(userId, PUBLIC_LISTS_SHOWN) });
  });

  /**
   * An organiser's check: each pasted link or code, checked as the builder checks it (short links
   * by the verdict stored with the list). Anyone may ask; nothing is stored.
   */
  app.post(LIST_PATHS.check, async (request, reply) => {
    const links = (request.body as { links?: unknown } | null)?.links;
    if (Array.isArray(links) && links.length > MAX_CHECKED_LISTS) {
      throw new HttpError(
        400,
        LIST_ERROR_CODES.tooManyToCheck,
        `At most ${MAX_CHECKED_LISTS} lists can be checked at once; you sent ${links.length}.`,
        { limit: MAX_CHECKED_LISTS },
      );
    }
    const body = parseWith(checkListsBodySchema, request.body);
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
