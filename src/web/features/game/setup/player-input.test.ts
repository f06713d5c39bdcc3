import { describe, expect, it } from 'vitest';
import { makeList, makePack } from '../../../../../test/fixtures/army';
import { setUpGame } from '../../../../../test/fixtures/game';
import { GAME_LIMITS } from '../../../../domain/game/game-state';
import { currentInput, emptySeat, factionChange, listChanges, listsForFaction, shareCodeFrom } from './player-input';

describe('a seat as a set_player input', () => {
  it('starts a seat with only a name', () => {
    expect(emptySeat(2, 'Bruk', null)).toEqual({
      id: 'p2',
      seat: 2,
      name: 'Bruk',
      userId: null,
      factionId: null,
      list: null,
      units: [],
    });
  });

  it('keeps the player as it is, with the name as typed', () => {
    const state = setUpGame();
    const input = currentInput(state, 1, state.players.p1, 'Aldara the Bold');
    expect(input).toMatchObject({ id: 'p1', seat: 1, name: 'Aldara the Bold', factionId: 'northern-tribes' });
    expect(input.units).toHaveLength(5);
    expect(input.units[0]).toEqual({ id: 'p1-u1', unitId: 'unit-1', attachedTo: null });
    expect(currentInput(state, 2, undefined, 'New')).toEqual(emptySeat(2, 'New', null));
  });
});

describe('choosing a list', () => {
  it('reads the code from a shared-list link or takes a bare code as it is', () => {
    expect(shareCodeFrom(' https://rookery.test/shared-list/AbC%2Dd?x=1 ')).toBe('AbC-d');
    expect(shareCodeFrom('  ABCDEF ')).toBe('ABCDEF');
  });

  it('keeps the list only when the faction stays the same', () => {
    const player = {
      factionId: 'northern-tribes' as const,
      list: { name: 'A', listId: null, shareCode: 'x', points: 1 },
    };
    expect(factionChange(player, 'northern-tribes')).toEqual({ factionId: 'northern-tribes' });
    expect(factionChange(player, 'syenann')).toEqual({ factionId: 'syenann', list: null, units: [] });
    expect(factionChange(player, '')).toEqual({ factionId: null, list: null, units: [] });
  });

  it('offers every saved list until a faction is chosen', () => {
    const lists = [makeList([], { id: 'a' }), makeList([], { id: 'b', factionId: 'syenann' })];
    expect(listsForFaction(lists, null).map((list) => list.id)).toEqual(['a', 'b']);
    expect(listsForFaction(lists, 'syenann').map((list) => list.id)).toEqual(['b']);
  });

  it('takes a list with its name, points and units, and refuses one with too many units', () => {
    const pack = makePack();
    const list = makeList([{ unitId: 'warlord' }], { name: '' });
    const changes = listChanges(list, 'saved', 'p1', pack, 'Untitled');
    expect(changes?.factionId).toBe('northern-tribes');
    expect(changes?.list).toMatchObject({ name: 'Untitled', listId: 'list-1', points: 40 });
    expect(changes?.units).toHaveLength(1);
    expect(listChanges(list, 'code', 'p1', pack, 'Untitled')?.list?.listId).toBeNull();
    const huge = makeList(Array.from({ length: GAME_LIMITS.unitsPerPlayer + 1 }, () => ({ unitId: 'warlord' })));
    expect(listChanges(huge, 'saved', 'p1', pack, 'Untitled')).toBeNull();
  });
});
