import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, 'ensure-chromium.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'rk-chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Loaded before the script: pretends about /usr/bin/chromium, the user id and apt-get, and
 * records the commands the script would run instead of running them.
 */
const PRELOAD = path.join(dir, 'fake-system.cjs');
writeFileSync(
  PRELOAD,
  `const fs = require('node:fs');
const childProcess = require('node:child_process');
const fake = JSON.parse(process.env.FAKE_SYSTEM);
let present = fake.present;
const realExists = fs.existsSync;
fs.existsSync = (file) => (file === '/usr/bin/chromium' ? present : realExists(file));
childProcess.spawnSync = (command, args) => {
  const line = args.join(' ');
  fs.appendFileSync(fake.log, line + '\\n');
  if (line.includes('command -v apt-get')) return { status: fake.apt ? 0 : 1 };
  present = !fake.installFails;
  return { status: fake.installFails ? 100 : 0 };
};
process.getuid = () => (fake.root ? 0 : 1000);
require('node:module').syncBuiltinESMExports();
`,
);

interface FakeSystem {
  present: boolean;
  root: boolean;
  apt: boolean;
  installFails?: boolean;
}

function run(system: FakeSystem, ci = true) {
  const log = path.join(dir, `${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(log, '');
  const result = spawnSync(process.execPath, ['--require', PRELOAD, SCRIPT], {
    encoding: 'utf8',
    env: { ...process.env, CI: ci ? 'true' : '', CHROMIUM_PATH: '', FAKE_SYSTEM: JSON.stringify({ ...system, log }) },
  });
  const commands = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, commands };
}

describe('ensure-chromium (npm pretest)', () => {
  it('does nothing when /usr/bin/chromium exists', () => {
    expect(run({ present: true, root: false, apt: false })).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
      commands: [],
    });
  });

  it("installs Debian's chromium quietly as root with apt-get, with a one-line notice", () => {
    const result = run({ present: false, root: true, apt: true });
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toMatch(/installing Debian's chromium package/);
    expect(result.commands).toEqual([
      '-c command -v apt-get',
      '-c apt-get update -qq && apt-get install -y -qq chromium',
    ]);
  });

  it('says how to install it, and fails in CI, when not root', () => {
    const result = run({ present: false, root: false, apt: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get install chromium');
    expect(result.commands).not.toContain('-c apt-get update -qq && apt-get install -y -qq chromium');
  });

  it('says how to install it, and fails in CI, without apt-get', () => {
    const result = run({ present: false, root: true, apt: false });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Install Chromium with your package manager');
  });

  it('fails in CI with a message when the install fails', () => {
    const result = run({ present: false, root: true, apt: true, installFails: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Install it by hand: apt-get install chromium');
  });

  it('outside CI, says how to install it and lets the run go on with the browser tests skipped', () => {
    const result = run({ present: false, root: false, apt: true }, false);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('sudo apt-get install chromium');
    expect(result.stderr).toContain('The browser tests will be skipped.');
  });
});
