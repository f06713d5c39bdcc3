import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, type DatabaseTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each API test file copies (see template-database.ts). */
    databaseTemplate: DatabaseTemplate;
  }
}

/** Migrates one template database for the whole API run. */
export default async function setup(project: TestProject) {
  const { template, remove } = await createDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
