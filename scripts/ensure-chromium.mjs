// Runs before `npm test`: the browser tests drive the Chromium at /usr/bin/chromium (or
// CHROMIUM_PATH). If it is missing, root with apt-get gets Debian's package installed; anyone
// else is told how to install it. Without it the browser tests are skipped, each with that reason
// (scripts/test-requirements.ts), except in CI (CI=true), where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_PATH = '/usr/bin/chromium';
const chromium = process.env.CHROMIUM_PATH || DEBIAN_PATH;

/** Says what is wrong; stops the run in CI, else lets it go on with the browser tests skipped. */
function giveUp(message) {
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.error(`${message} The browser tests will be skipped.`);
  process.exit(0);
}

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || chromium !== DEBIAN_PATH) {
    const how =
      chromium !== DEBIAN_PATH
        ? `Install Chromium there, or unset CHROMIUM_PATH to use ${DEBIAN_PATH}.`
        : hasApt
          ? 'Install it with `sudo apt-get install chromium` (or run npm test as root to have it installed).'
          : 'Install Chromium with your package manager, or set CHROMIUM_PATH to an installed Chromium or Chrome.';
    giveUp(`The browser tests need Chromium at ${chromium}, and it is not there. ${how}`);
  }
  console.log("Chromium not found: installing Debian's chromium package for the browser tests…");
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0 || !existsSync(chromium)) {
    giveUp('Installing chromium with apt-get failed. Install it by hand: apt-get install chromium.');
  }
}
