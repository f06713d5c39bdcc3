/**
 * Every table Drizzle knows about. Each feature keeps its tables next to its routes in
 * `features/<name>/schema.ts` and re-exports them here; the SQL lives in migrations/.
 */
export * from '../features/settings/schema';
export * from '../features/content/schema';
export * from '../features/social/schema';
export * from '../features/games/schema';
