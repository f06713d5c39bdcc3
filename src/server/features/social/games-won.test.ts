import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDetailSchema, type OnlineEnvelope } from '../../../contracts/games';
import { publicProfileSchema, socialPath, SOCIAL_PATHS } from '../../../contracts/social';
import type { RecordedCommand } from '../../../domain/game/game-state';
import { SETUP_COMMANDS } from '../../../../test/fixtures/game';
import { migrationsDir } from '../../db/migrate';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { signedUpMember, type TestMember } from '../../../../test/server/members';

let server: TestApp;
let host: TestMember;
let opponent: TestMember;
let viewer: TestMember;

beforeAll(async () => {
  server = await createTestApp();
  [host, opponent, viewer] = await Promise.all([
    signedUpMember(server, 'WinHost'),
    signedUpMember(server, 'WinGuest'),
    signedUpMember(server, 'WinWatcher'),
  ]);
  await server.app.db.query('UPDATE profiles SET tester = true WHERE id = ANY($1::uuid[])', [[host.id, opponent.id]]);
});
afterAll(async () => server?.close());

let counter = 0;
const envelope = (command: RecordedCommand): OnlineEnvelope => {
  counter += 1;
  return { id: `won-${counter}`, at: new Date(Date.UTC(2026, 3, 1, 18, counter)).toISOString(), command };
};

/**
 * Host and opponent play a whole game online, ending with these scores (p1 is the host's seat).
 * With `opponent: null` nobody joins: the host keeps score for both seats.
 */
async function playGame(
  scores: { p1: number; p2: number },
  finish = true,
  players: { host: TestMember; opponent: TestMember | null } = { host, opponent },
): Promise<void> {
  const created = await players.host.api('/api/games', {
    method: 'POST',
    body: { commands: SETUP_COMMANDS.map(envelope) },
  });
  expect(created.status).toBe(201);
  const game = gameDetailSchema.parse(await created.json());
  let { sequence } = game;
  if (players.opponent) {
    const joined = await players.opponent.api('/api/games/join', { method: 'POST', body: { code: game.joinCode } });
    expect(joined.status).toBe(200);
    ({ sequence } = gameDetailSchema.parse(await joined.json()));
  }
  const send = async (who: TestMember, commands: RecordedCommand[]) => {
    const response = await who.api(`/api/games/${game.id}/commands`, {
      method: 'POST',
      body: { expectedSequence: sequence, commands: commands.map(envelope) },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    sequence = body.sequence;
  };
  await send(players.host, [
    { type: 'set_phase', phase: 'deployment' },
    { type: 'set_phase', phase: 'game' },
  ]);
  await send(players.opponent ?? players.host, [
    { type: 'update_score', playerId: 'p1', score: scores.p1 },
    { type: 'update_score', playerId: 'p2', score: scores.p2 },
    { type: 'set_phase', phase: 'scoring' },
  ]);
  if (finish) await send(players.host, [{ type: 'set_phase', phase: 'summary' }]);
}

async function record(member: TestMember) {
  const { wab_id: ref } = await (await member.api('/api/profiles/me')).json();
  const response = await viewer.api(socialPath(SOCIAL_PATHS.profile, { ref }));
  expect(response.status).toBe(200);
  const profile = publicProfileSchema.parse(await response.json());
  return { played: profile.games_played, won: profile.games_won };
}

describe('games won on profiles', () => {
  it('counts a finished game for the seat with the higher score, and a draw for nobody', async () => {
    expect(await record(host)).toEqual({ played: 0, won: 0 });

    await playGame({ p1: 4, p2: 11 });
    expect(await record(host)).toEqual({ played: 1, won: 0 });
    expect(await record(opponent)).toEqual({ played: 1, won: 1 });

    await playGame({ p1: 6, p2: 6 });
    expect(await record(host)).toEqual({ played: 2, won: 0 });
    expect(await record(opponent)).toEqual({ played: 2, won: 1 });

    await playGame({ p1: 9, p2: 2 });
    expect(await record(host)).toEqual({ played: 3, won: 1 });
    expect(await record(opponent)).toEqual({ played: 3, won: 1 });

    // A game still being scored is neither played nor won.
    await playGame({ p1: 1, p2: 8 }, false);
    expect(await record(opponent)).toEqual({ played: 3, won: 1 });
  });

  it('works out the winners of games finished before winners were stored', async () => {
    const first = await signedUpMember(server, 'OldHost');
    const second = await signedUpMember(server, 'OldGuest');
    const seats = (p1: number, p2: number) =>
      JSON.stringify({ players: { p1: { seat: 1, score: p1 }, p2: { seat: 2, score: p2 } } });
    await server.app.db.query(
      `INSERT INTO games (id, host_id, opponent_id, join_code, spectator_code, state, phase, ended_at)
       VALUES ('old-win', $1, $2, 'OLDW01', 'oldwinspectate1', $3, 'summary', now()),
              ('old-draw', $1, $2, 'OLDW02', 'oldwinspectate2', $4, 'summary', now()),
              ('old-odd', $1, $2, 'OLDW03', 'oldwinspectate3', '{}', 'summary', now())`,
      [first.id, second.id, seats(3, 12), seats(5, 5)],
    );
    expect(await record(second)).toEqual({ played: 3, won: 0 });
    // The migration is written to run again safely; running it fills in the old games.
    await server.app.db.exec(readFileSync(path.join(migrationsDir(), '0011_game_winner.sql'), 'utf8'));
    expect(await record(second)).toEqual({ played: 3, won: 1 });
    expect(await record(first)).toEqual({ played: 3, won: 0 });
  });
});

describe('recent games on profiles', () => {
  const profileOf = async (member: TestMember, as: TestMember | null = viewer) => {
    const { wab_id: ref } = await (await member.api('/api/profiles/me')).json();
    const path = socialPath(SOCIAL_PATHS.profile, { ref });
    const response = as ? await as.api(path) : await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    return { raw: body as { recent_games: Array<Record<string, unknown>> }, profile: publicProfileSchema.parse(body) };
  };

  it('shows the last five finished games, newest first, with opponent, mission, result and score', async () => {
    const [captain, rival] = await Promise.all([signedUpMember(server, 'Captain'), signedUpMember(server, 'Rival')]);
    await server.app.db.query('UPDATE profiles SET tester = true WHERE id = ANY($1::uuid[])', [[captain.id, rival.id]]);
    expect((await profileOf(captain)).profile.recent_games).toEqual([]);

    const seats = { host: captain, opponent: rival };
    for (const scores of [
      { p1: 1, p2: 0 },
      { p1: 2, p2: 0 },
      { p1: 3, p2: 7 },
      { p1: 5, p2: 5 },
      { p1: 12, p2: 4 },
      { p1: 6, p2: 9 },
    ]) {
      await playGame(scores, true, seats);
    }
    // Still being scored: not finished, so not listed.
    await playGame({ p1: 20, p2: 0 }, false, seats);

    const { profile, raw } = await profileOf(captain);
    const rivalSummary = { id: rival.id, username: 'Rival', wab_id: expect.any(String), avatar_url: null };
    expect(profile.recent_games).toEqual([
      {
        ended_at: expect.any(String),
        mission_id: 'consolidated-progress',
        opponent: rivalSummary,
        opponent_name: null,
        result: 'lost',
        score: { own: 6, opponent: 9 },
      },
      {
        ended_at: expect.any(String),
        mission_id: 'consolidated-progress',
        opponent: rivalSummary,
        opponent_name: null,
        result: 'won',
        score: { own: 12, opponent: 4 },
      },
      {
        ended_at: expect.any(String),
        mission_id: 'consolidated-progress',
        opponent: rivalSummary,
        opponent_name: null,
        result: 'draw',
        score: { own: 5, opponent: 5 },
      },
      {
        ended_at: expect.any(String),
        mission_id: 'consolidated-progress',
        opponent: rivalSummary,
        opponent_name: null,
        result: 'lost',
        score: { own: 3, opponent: 7 },
      },
      {
        ended_at: expect.any(String),
        mission_id: 'consolidated-progress',
        opponent: rivalSummary,
        opponent_name: null,
        result: 'won',
        score: { own: 2, opponent: 0 },
      },
    ]);
    const times = profile.recent_games.map((game) => Date.parse(game.ended_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Nothing beyond the summary: no game id, join or spectator code, lists or units.
    expect(Object.keys(raw.recent_games[0]!).sort()).toEqual(
      ['ended_at', 'mission_id', 'opponent', 'opponent_name', 'result', 'score'].sort(),
    );
    expect(raw.recent_games).toStrictEqual(profile.recent_games);

    // The other side of the same games, seen by a guest.
    const theirs = (await profileOf(rival, null)).profile.recent_games;
    expect(theirs.map((game) => [game.result, game.score])).toEqual([
      ['won', { own: 9, opponent: 6 }],
      ['lost', { own: 4, opponent: 12 }],
      ['draw', { own: 5, opponent: 5 }],
      ['won', { own: 7, opponent: 3 }],
      ['lost', { own: 0, opponent: 2 }],
    ]);
    expect(theirs[0]!.opponent).toMatchObject({ id: captain.id, username: 'Captain' });
  });

  it('names a seat nobody joined by its name in the game, and never shows a hidden opponent', async () => {
    const [solo, hidden] = await Promise.all([signedUpMember(server, 'Solo'), signedUpMember(server, 'Hidden')]);
    await server.app.db.query('UPDATE profiles SET tester = true WHERE id = ANY($1::uuid[])', [[solo.id, hidden.id]]);
    await playGame({ p1: 3, p2: 8 }, true, { host: solo, opponent: hidden });
    await playGame({ p1: 10, p2: 2 }, true, { host: solo, opponent: null });
    await server.app.db.query('UPDATE profiles SET banned = true WHERE id = $1', [hidden.id]);

    const games = (await profileOf(solo)).profile.recent_games;
    expect(games).toHaveLength(2);
    expect(games[0]).toMatchObject({
      opponent: null,
      opponent_name: 'Bruk',
      result: 'won',
      score: { own: 10, opponent: 2 },
    });
    expect(games[1]).toMatchObject({
      opponent: null,
      opponent_name: null,
      result: 'lost',
      score: { own: 3, opponent: 8 },
    });
  });

  it('leaves out games the member did not play in', async () => {
    const bystander = await signedUpMember(server, 'Bystander');
    expect((await profileOf(bystander)).profile.recent_games).toEqual([]);
  });
});
