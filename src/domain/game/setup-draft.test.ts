import { describe, expect, it } from 'vitest';
import { parseDraft, serialiseDraft } from '../drafts';
import { asGameId, emptyGame, type GameCommand, type GameState } from './game-state';
import { applyGameCommand } from './reducer';
import {
  draftText,
  gameTextDraftSchema,
  hasSetupInput,
  setupDraftSchema,
  TEXT_DRAFT_LIMITS,
  withDraftText,
} from './setup-draft';
import { commandClock, playerInput, setUpGame } from '../../../test/fixtures/game';

function apply(state: GameState, ...commands: GameCommand[]): GameState {
  const clock = commandClock();
  return commands.reduce((current, command) => {
    const result = applyGameCommand(current, clock(command));
    if (!result.ok) throw new Error(result.rejection.code);
    return result.state;
  }, state);
}

const empty = emptyGame(asGameId('g1'));
const blankSeat = (seat: 1 | 2, overrides = {}) =>
  ({ type: 'set_player', player: playerInput(seat, { name: '', factionId: null, units: [], ...overrides }) }) as const;

describe('setup worth keeping', () => {
  it('is nothing for a new game or two blank seats, or a seat named from the account', () => {
    expect(hasSetupInput(empty)).toBe(false);
    expect(hasSetupInput(apply(empty, blankSeat(1), blankSeat(2)))).toBe(false);
    expect(hasSetupInput(apply(empty, blankSeat(1, { name: 'Aldara', userId: 'user-1' })))).toBe(false);
  });

  it('is a typed name, a faction, a list or a roll-off', () => {
    expect(hasSetupInput(apply(empty, blankSeat(2, { name: 'Bruk' })))).toBe(true);
    expect(hasSetupInput(apply(empty, blankSeat(1, { factionId: 'syenann' })))).toBe(true);
    expect(
      hasSetupInput(
        apply(empty, blankSeat(1), blankSeat(2), { type: 'set_roll_off_winner', playerId: 'p2' } as GameCommand),
      ),
    ).toBe(true);
  });

  it('ends once the game is past setup', () => {
    expect(hasSetupInput(setUpGame('setup'))).toBe(true);
    expect(hasSetupInput(setUpGame('deployment'))).toBe(false);
  });

  it('reads back a kept setup and sets aside one that holds nothing or is no game', () => {
    const named = apply(empty, blankSeat(2, { name: 'Bruk' }));
    expect(parseDraft(serialiseDraft(named), setupDraftSchema)).toEqual({ kind: 'ok', value: named });
    expect(parseDraft(serialiseDraft(empty), setupDraftSchema).kind).toBe('set-aside');
    expect(parseDraft(serialiseDraft({ ...named, currentTurn: 'x' }), setupDraftSchema).kind).toBe('set-aside');
  });
});

describe('text typed into a game', () => {
  it('keeps text per field for one game, and forgets it on request', () => {
    let draft = withDraftText(null, 'local', 'name-2', 'Bru');
    draft = withDraftText(draft, 'local', 'note', 'Fog on the ford');
    expect(draftText(draft, 'local', 'name-2')).toBe('Bru');
    expect(draftText(draft, 'local', 'note')).toBe('Fog on the ford');
    expect(draftText(draft, 'local', 'name-1')).toBeNull();
    expect(draftText(draft, 'local', 'constructor')).toBeNull();
    draft = withDraftText(draft, 'local', 'name-2', null);
    expect(draft.fields).toEqual({ note: 'Fog on the ford' });
    expect(gameTextDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('starts afresh for another game', () => {
    const draft = withDraftText(withDraftText(null, 'local', 'note', 'old'), 'game-7', 'note', 'new');
    expect(draft).toEqual({ scope: 'game-7', fields: { note: 'new' } });
    expect(draftText(draft, 'local', 'note')).toBeNull();
  });

  it('keeps nothing beyond the limits', () => {
    const draft = withDraftText(null, 'local', 'note', 'kept');
    expect(withDraftText(draft, 'local', 'note', 'x'.repeat(TEXT_DRAFT_LIMITS.length + 1))).toBe(draft);
    expect(withDraftText(draft, 'local', 'Bad Field', 'x')).toBe(draft);
  });
});
