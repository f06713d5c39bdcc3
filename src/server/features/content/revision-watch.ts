import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../../db/database';

/** Where migration 0020's triggers announce each new content revision (its number as the payload). */
export const CONTENT_REVISION_CHANNEL = 'content_revision';

/**
 * How long a revision read is trusted while listening, as a guard against a listening connection
 * that died without a word (no error, no end): after this, the next request reads it once more.
 */
export const REVISION_TRUST_MS = 5_000;

/**
 * Where published content stands, known without a read on every request: the revision read once,
 * then moved on by the announcements migration 0020's triggers send for every change (the admin
 * pages, the importer, a seed, SQL by hand, another server). While not listening (before start,
 * when the listening connection is lost) each call reads the table, as before.
 *
 * An announcement that arrives while a read is on its way is not lost: the revision is the larger
 * of the last read and the last announcement, and revisions only grow. A change made by this
 * server is seen by its next request even before its own announcement arrives, because the routes
 * that change content call forget() before they answer.
 */
export function revisionWatch(read: () => Promise<number>, now: () => number = performance.now.bind(performance)) {
  let listening = false;
  /** The revision last read while listening, and when; null when the next call must read. */
  let base: { revision: number; at: number } | null = null;
  let heard = 0;
  let unlisten: (() => Promise<void>) | undefined;

  return {
    async current(): Promise<number> {
      if (listening && base && now() - base.at < REVISION_TRUST_MS) return Math.max(base.revision, heard);
      const wasListening = listening;
      const at = now();
      const revision = await read();
      // Trusted only if the connection was up for the whole read: one lost on the way may have missed a change.
      if (wasListening && listening) base = { revision, at };
      return Math.max(revision, listening ? heard : 0);
    },
    /** The next call reads the table: this server has just changed content. */
    forget(): void {
      base = null;
    },
    /** Starts listening; a database that cannot listen leaves every call reading the table. */
    async start(db: Database): Promise<void> {
      try {
        unlisten = await db.listen(CONTENT_REVISION_CHANNEL, {
          onMessage: (payload) => {
            const revision = Number(payload);
            if (Number.isSafeInteger(revision)) heard = Math.max(heard, revision);
          },
          onLost: () => {
            listening = false;
            base = null;
          },
          onReconnect: () => {
            listening = true;
            base = null;
          },
        });
        listening = true;
      } catch {
        listening = false;
      }
    },
    async stop(): Promise<void> {
      listening = false;
      base = null;
      await unlisten?.();
    },
  };
}
export type RevisionWatch = ReturnType<typeof revisionWatch>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where published content stands (revisionWatch); routes that change content call forget(). */
    contentRevision: RevisionWatch;
  }
}

/** Registers `app.contentRevision` for the whole server, listening from registration until close. */
export const contentRevisionPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const watch = revisionWatch(() => app.repositories.content.revision());
    await watch.start(app.db);
    app.decorate('contentRevision', watch);
    app.addHook('onClose', async () => watch.stop());
  },
  { name: 'content-revision', fastify: '5.x', decorators: { fastify: ['db', 'repositories'] } },
);
