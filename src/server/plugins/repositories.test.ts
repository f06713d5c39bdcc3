import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/server/app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(async () => server.close());

const features = path.resolve(import.meta.dirname, '../features');
/** Every route module of the features (the files that register routes). */
const routeModules = readdirSync(features, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(routes|[a-z-]+-routes)\.ts$/.test(file))
  .map((file) => path.join(features, file));

describe('the repositories plugin', () => {
  it('gives the whole server one repository per aggregate, on its database', async () => {
    const { repositories } = server.app;
    expect(Object.keys(repositories)).toEqual(
      expect.arrayContaining(['accounts', 'lists', 'games', 'content', 'notifications', 'unitData', 'social']),
    );
    expect(Object.keys(repositories.social)).toEqual(
      expect.arrayContaining(['friends', 'blocks', 'comments', 'reports', 'messages', 'profiles', 'activity']),
    );
    // It reads through the real database: a fresh one has no published unit data.
    expect(await repositories.unitData.history()).toEqual([]);
  });

  it('is what route modules use: none builds a repository on the pool itself', () => {
    expect(routeModules.length).toBeGreaterThan(15);
    for (const file of routeModules) {
      const text = readFileSync(file, 'utf8');
      expect(text, path.relative(features, file)).not.toMatch(/Repository\((app|context)\.db\b/);
    }
  });
});
