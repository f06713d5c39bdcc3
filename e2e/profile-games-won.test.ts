import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/server/app';
import { axeViolations, setupBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { startServer } from './support/server';

const SHOTS = 'test-results/screenshots';
const browser = setupBrowser();
let server: TestApp;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
});
afterAll(async () => server?.close());

const aMember = (name: string) => confirmedMember(server, name);

describe('games on a profile', () => {
  it('shows games played and won, in the reader’s language', async () => {
    const player = await aMember('Victor');
    const rival = await aMember('Rival');
    // Three finished games: one won by the player, one by the rival, one drawn; one still going.
    await server.app.db.query(
      `INSERT INTO games (id, host_id, opponent_id, join_code, spectator_code, state, phase, ended_at, winner_id)
       VALUES ('won-1', $1, $2, 'WONA11', 'wonspectate0001', '{}', 'summary', now(), $1),
              ('won-2', $2, $1, 'WONA12', 'wonspectate0002', '{}', 'summary', now(), $2),
              ('won-3', $1, $2, 'WONA13', 'wonspectate0003', '{}', 'summary', now(), NULL),
              ('won-4', $1, $2, 'WONA14', 'wonspectate0004', '{}', 'game', NULL, NULL)`,
      [player.id, rival.id],
    );

    const page = await browser.open();
    await page.goto(`${server.baseUrl}/u/${encodeURIComponent(player.username)}`);
    await page.getByRole('heading', { level: 1, name: player.username }).waitFor();
    await page.getByText('3 games played').waitFor();
    await page.getByText('1 won', { exact: true }).waitFor();
    expect(await page.getByText('3 games played').locator('..').textContent()).toBe('3 games played·1 won');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-games-won-desktop.png` });

    const phone = await browser.open({ viewport: 'mobile', locale: 'es-ES' });
    await phone.addInitScript(() => window.localStorage.setItem('prod_language', 'es'));
    await phone.goto(`${server.baseUrl}/u/${encodeURIComponent(rival.username)}`);
    await phone.getByText('3 partidas jugadas').waitFor();
    await phone.getByText('1 ganada', { exact: true }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/profile-games-won-mobile-es.png` });
  });
});
