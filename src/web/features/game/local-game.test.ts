import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asGameId, emptyGame } from '../../../domain/game/game-state';
import { applyAll, setUpGame } from '../../../../test/fixtures/game';
import { createLocalGameStore, readSavedGame, SAVED_GAME_KEY, writeSavedGame } from './local-game';

const KEY = `prod_${SAVED_GAME_KEY}`;

describe('the saved game (spec §4 "Game persistence", §8)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('restores a saved game that has a mission and a player', () => {
    const game = setUpGame('deployment');
    window.localStorage.setItem(KEY, JSON.stringify(game));
    expect(readSavedGame()).toEqual(game);
  });

  it('logs and removes a saved game that cannot be parsed', () => {
    window.localStorage.setItem(KEY, '{"id": "g1", "players": {');
    expect(readSavedGame()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Removed a saved game that could not be read', expect.any(SyntaxError));
  });

  it('logs and removes a saved value that is not a game', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ id: 'g1', players: 'nobody' }));
    expect(readSavedGame()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('removes a saved game without a mission or without players', () => {
    const noMission = applyAll(emptyGame(asGameId('g')), [
      {
        type: 'set_player',
        player: { id: 'p1', seat: 1, name: 'A', userId: null, factionId: null, list: null, units: [] },
      },
    ]);
    window.localStorage.setItem(KEY, JSON.stringify(noMission));
    expect(readSavedGame()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();

    const noPlayers = applyAll(emptyGame(asGameId('g')), [
      { type: 'set_mission', mission: { missionId: 'loot', featId: null } },
    ]);
    window.localStorage.setItem(KEY, JSON.stringify(noPlayers));
    expect(readSavedGame()).toBeNull();
  });

  it('saves only a game with a mission and a player, under the prefixed key', () => {
    writeSavedGame(emptyGame(asGameId('g')));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    const game = setUpGame('setup');
    writeSavedGame(game);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(game);
  });

  it('saves after every accepted command and starts over with a new id', () => {
    const store = createLocalGameStore();
    const first = store.get();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    store.run([
      {
        type: 'set_player',
        player: { id: 'p1', seat: 1, name: 'A', userId: null, factionId: null, list: null, units: [] },
      },
      { type: 'set_mission', mission: { missionId: 'loot', featId: null } },
    ]);
    expect(JSON.parse(window.localStorage.getItem(KEY)!).id).toBe(first.id);
    const rejected = store.run([{ type: 'update_score', playerId: 'p1', score: 2 }]);
    expect(rejected.ok).toBe(false);
    const fresh = store.startNew();
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.players).toEqual({});
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
