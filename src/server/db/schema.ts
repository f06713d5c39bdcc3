/**
 * Every table the migrations create, declared once (decision 0034). Each feature keeps its tables
 * next to its routes in `features/<name>/schema.ts` and re-exports them here; the SQL that builds
 * them lives in migrations/, and schema.test.ts fails when the two disagree.
 */
export * from '../auth/schema';
export * from '../mail/schema';
export * from '../features/settings/schema';
export * from '../features/content/schema';
export * from '../features/profiles/schema';
export * from '../features/social/schema';
export * from '../features/notifications/schema';
export * from '../features/games/schema';
export * from '../features/lists/schema';
export * from '../features/collection/schema';
export * from '../features/data-reports/schema';
export * from '../features/deployments/schema';
export * from '../features/unit-data/schema';
