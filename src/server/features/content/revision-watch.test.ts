import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/server/database';
import { contentRepository } from './content-repository';
import { REVISION_TRUST_MS, revisionWatch, type RevisionWatch } from './revision-watch';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** A watch over the real table that counts its reads, on a clock the test moves. */
function countedWatch() {
  const repository = contentRepository(database.db.orm);
  const counter = { reads: 0, now: 0 };
  const watch = revisionWatch(
    async () => {
      counter.reads += 1;
      return repository.revision();
    },
    () => counter.now,
  );
  return { watch, counter, stored: () => repository.revision() };
}

/** A change to published content, written as SQL by hand: its trigger moves the revision on. */
const changeContent = () =>
  database.db.exec(
    "INSERT INTO changelog (id, content) VALUES (1, 'Changed') ON CONFLICT (id) DO UPDATE SET content = excluded.content || changelog.content",
  );

describe('the content revision, known without a read per request', () => {
  let watches: RevisionWatch[] = [];
  afterAll(async () => {
    await Promise.all(watches.map((watch) => watch.stop()));
    watches = [];
  });

  it('moves only when a statement changed a row', async () => {
    const { stored } = countedWatch();
    const before = await stored();
    await database.db.exec("UPDATE changelog SET content = 'none' WHERE false");
    await database.db.exec('DELETE FROM news_items WHERE false');
    expect(await stored()).toBe(before);
    await changeContent();
    expect(await stored()).toBe(before + 1);
  });

  it('reads the table on every call until it listens', async () => {
    const { watch, counter, stored } = countedWatch();
    expect(await watch.current()).toBe(await stored());
    expect(await watch.current()).toBe(await stored());
    expect(counter.reads).toBe(2);
  });

  it('while listening, reads once and then follows the announcements of every change', async () => {
    const { watch, counter, stored } = countedWatch();
    watches.push(watch);
    await watch.start(database.db);
    const first = await watch.current();
    expect(await watch.current()).toBe(first);
    expect(counter.reads).toBe(1);

    await changeContent();
    const next = await stored();
    expect(next).toBeGreaterThan(first);
    await expect.poll(() => watch.current()).toBe(next);
    expect(counter.reads).toBe(1);
  });

  it('reads again after forget() (this server changed content) and once a read is REVISION_TRUST_MS old', async () => {
    const { watch, counter } = countedWatch();
    watches.push(watch);
    await watch.start(database.db);
    await watch.current();
    watch.forget();
    await watch.current();
    expect(counter.reads).toBe(2);
    counter.now += REVISION_TRUST_MS - 1;
    await watch.current();
    expect(counter.reads).toBe(2);
    counter.now += 1;
    await watch.current();
    expect(counter.reads).toBe(3);
  });

  it('keeps an announcement that arrives while a read is on its way', async () => {
    const repository = contentRepository(database.db.orm);
    let release: (() => void) | undefined;
    let readsStarted = 0;
    const watch = revisionWatch(async () => {
      readsStarted += 1;
      const revision = await repository.revision();
      // The read has its answer; a change is announced before the watch takes it in.
      if (readsStarted === 1) await new Promise<void>((resolve) => (release = resolve));
      return revision;
    });
    watches.push(watch);
    await watch.start(database.db);
    const pending = watch.current();
    await expect.poll(() => release).toBeDefined();
    await changeContent();
    const changed = await repository.revision();
    release!();
    await pending;
    // Announced before the read returned (PGlite delivers it with the change) or after (PostgreSQL):
    // either way the next calls come to the change without another read.
    await expect.poll(() => watch.current()).toBe(changed);
    expect(readsStarted).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reads the table again while its listening connection is lost, and trusts announcements once it is back (PostgreSQL)',
    async () => {
      const { watch, counter, stored } = countedWatch();
      watches.push(watch);
      await watch.start(database.db);
      await watch.current();
      const reads = counter.reads;
      await database.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = 'LISTEN "content_revision"'`,
      );
      // Lost: each call reads (and a change made meanwhile is seen at once).
      await expect
        .poll(async () => (await watch.current(), counter.reads), { timeout: 15_000 })
        .toBeGreaterThan(reads + 1);
      await changeContent();
      expect(await watch.current()).toBe(await stored());
      // Back: one read, then announcements again.
      await expect
        .poll(
          async () => {
            const before = counter.reads;
            await watch.current();
            await watch.current();
            return counter.reads - before;
          },
          { timeout: 15_000 },
        )
        .toBe(0);
      await changeContent();
      await expect.poll(() => watch.current()).toBe(await stored());
    },
  );
});
