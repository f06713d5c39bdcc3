import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../contracts/errors';
import {
  AVATAR_EMBLEM_PATH,
  AVATAR_PATH,
  avatarEmblemSchema,
  avatarResponseSchema,
  emblemUrl,
  PUBLIC_BUCKETS,
  publicObjectUrl,
  STORAGE_PUBLIC_PREFIX,
} from '../../../contracts/storage';
import { checkAvatarImage, MAX_AVATAR_BYTES, type ImageIssue } from '../../../domain/files/image-type';
import { HttpError } from '../../http-error';
import { memberFirst, requireMember } from '../../plugins/auth-guard';
import { takeMemberLimit } from '../../plugins/member-limits';
import { AVATAR_OUTPUT, MAX_AVATAR_DIMENSION, reencodeAvatar, type AvatarImageIssue } from './avatar-image';
import { sha256Etag, type FileStore } from './file-store';

const ISSUE_MESSAGES: Record<ImageIssue | AvatarImageIssue, string> = {
  empty: 'Send the image as the request body.',
  too_large: `Avatars can be at most ${MAX_AVATAR_BYTES / (1024 * 1024)} MB.`,
  not_an_image: 'Avatars must be PNG, JPEG, WebP or GIF images.',
  invalid_image: 'The image could not be read: it is damaged, cut short, or not really an image.',
  dimensions_too_large: `Avatars can be at most ${MAX_AVATAR_DIMENSION} × ${MAX_AVATAR_DIMENSION} pixels.`,
};
const imageError = (issue: ImageIssue | AvatarImageIssue) =>
  new HttpError(400, `avatar_${issue}`, ISSUE_MESSAGES[issue]);

const AVATAR_PREFIX = `${STORAGE_PUBLIC_PREFIX}/${PUBLIC_BUCKETS.avatars}/`;

/** The key of an avatar we stored for this member, from the URL on their profile. */
function ownAvatarKey(url: string | null, userId: string): string | null {
  if (!url?.startsWith(AVATAR_PREFIX)) return null;
  const key = decodeURIComponent(url.slice(AVATAR_PREFIX.length));
  return key.startsWith(`${userId}/`) ? key : null;
}

/**
 * Avatar upload: the image bytes are the request body, whatever Content-Type the client claims;
 * the type is read from the bytes, then the image is decoded and stored re-encoded as WebP
 * (avatar-image.ts). Bodies over 2 MB are refused as soon as they pass the limit.
 */
export async function avatarRoutes(app: FastifyInstance, { store }: { store: FileStore }): Promise<void> {
  const { accounts } = app.repositories;
  /** Sets the profile's avatar and returns the one it replaced. */
  async function replaceAvatar(userId: string, url: string | null): Promise<string | null> {
    const previous = await accounts.replaceAvatar(userId, url);
    if (previous === undefined) throw new HttpError(404, ERROR_CODES.notFound, 'No profile for this account.');
    return previous;
  }

  app.addContentTypeParser('*', (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_AVATAR_BYTES) return done(imageError('too_large'), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > MAX_AVATAR_BYTES) {
        // Keep reading (and dropping) the rest so the answer reaches the client.
        payload.resume();
        return finish(imageError('too_large'));
      }
      chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (error) => finish(error));
  });

  // Who is asking is settled before the body is read: strangers do not get to upload 2 MB first.
  const authenticate = memberFirst(app);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];
  const response = { 200: avatarResponseSchema };
  // The body is the image's bytes (any image type), read by the parser above, not a JSON contract.
  routes.put(AVATAR_PATH, { onRequest: authenticate, schema: { tags, response } }, async (request, reply) => {
    const member = await requireMember(app, request);
    takeMemberLimit(app, reply, 'avatar', member.user.id);
    if (!Buffer.isBuffer(request.body)) throw imageError(request.body === undefined ? 'empty' : 'not_an_image');
    const checked = checkAvatarImage(request.body);
    if (!checked.ok) throw imageError(checked.issue);
    // What we store is the image drawn again by us, never the bytes that were sent.
    const image = await reencodeAvatar(request.body);
    if (!image.ok) throw imageError(image.issue);
    const { mime, extension } = AVATAR_OUTPUT;
    const userId = member.user.id;
    const digest = sha256Etag(image.data).slice(1, 17);
    const key = `${userId}/${digest}.${extension}`;
    // The name changes with the content, so the file can be cached for good.
    await store.put(PUBLIC_BUCKETS.avatars, key, image.data, {
      contentType: mime,
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const url = publicObjectUrl(PUBLIC_BUCKETS.avatars, key);
    const previous = await replaceAvatar(userId, url);
    const oldKey = ownAvatarKey(previous, userId);
    if (oldKey && oldKey !== key) await store.delete(PUBLIC_BUCKETS.avatars, oldKey);
    return { avatar_url: url };
  });

  const emblem = { tags, body: avatarEmblemSchema, response };
  routes.put(AVATAR_EMBLEM_PATH, { schema: emblem, preValidation: memberFirst(app) }, async (request) => {
    const member = await requireMember(app, request);
    const { faction } = request.body;
    const url = emblemUrl(faction);
    const previous = await replaceAvatar(member.user.id, url);
    const oldKey = ownAvatarKey(previous, member.user.id);
    if (oldKey) await store.delete(PUBLIC_BUCKETS.avatars, oldKey);
    return { avatar_url: url };
  });

  routes.delete(AVATAR_PATH, { schema: { tags, response } }, async (request) => {
    const member = await requireMember(app, request);
    const previous = await replaceAvatar(member.user.id, null);
    const oldKey = ownAvatarKey(previous, member.user.id);
    if (oldKey) await store.delete(PUBLIC_BUCKETS.avatars, oldKey);
    return { avatar_url: null };
  });
}
