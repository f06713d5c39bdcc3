import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { settings } from '../../db/schema';

export function settingsRepository(orm: Orm) {
  return {
    async get<Value>(key: string): Promise<Value | undefined> {
      const rows = await orm.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return rows[0]?.value as Value | undefined;
    },
    async set(key: string, value: unknown): Promise<void> {
      await orm
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Stores the value only when the key is new; returns whatever is stored afterwards. */
    async getOrInit<Value>(key: string, initial: Value): Promise<Value> {
      await orm.insert(settings).values({ key, value: initial }).onConflictDoNothing();
      return (await this.get<Value>(key)) as Value;
    },
  };
}
export type SettingsRepository = ReturnType<typeof settingsRepository>;
