import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt';

const folder = () => mkdtempSync(path.join(tmpdir(), 'rookery-secret-'));

describe('the sign-in secret kept in the data folder', () => {
  it('is made once and then read back', () => {
    const dir = folder();
    const first = loadJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadJwtSecret(undefined, dir)).toBe(first);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('replaces an empty leftover file', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'jwt-secret'), '');
    const secret = loadJwtSecret(undefined, dir);
    expect(secret.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(secret);
  });

  it('is the same for processes starting together on one folder', async () => {
    const dir = folder();
    const script = `import { loadJwtSecret } from './src/server/auth/jwt.ts'; process.stdout.write(loadJwtSecret(undefined, ${JSON.stringify(dir)}));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const secrets = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(48);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  }, 60_000);
});
