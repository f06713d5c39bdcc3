import type { ParseKeys } from 'i18next';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack, FactionId } from '../../../../domain/army/data-pack-schema';
import { encodeListShareCode, type ShareCodeErrorCode } from '../../../../domain/army/share-code';
import { listTotals } from '../../../../domain/army/validate-list';
import {
  GAME_LIMITS,
  type GameState,
  type Player,
  type PlayerInput,
  type PlayerList,
} from '../../../../domain/game/game-state';
import { unitsFromList } from '../../../../domain/game/game-view';

/** Why a pasted code is not a list, in words (a new reason without words fails the type-check). */
export const SHARE_CODE_ERROR_TEXTS = {
  'share_code.empty': 'setup.shareCodeErrors.empty',
  'share_code.too_long': 'setup.shareCodeErrors.too_long',
  'share_code.malformed': 'setup.shareCodeErrors.malformed',
  'share_code.unsupported_format': 'setup.shareCodeErrors.unsupported_format',
  'share_code.checksum_mismatch': 'setup.shareCodeErrors.checksum_mismatch',
} as const satisfies Record<ShareCodeErrorCode, ParseKeys<'game'>>;

export const playerIdForSeat = (seat: 1 | 2) => `p${seat}`;

/** A seat with only a name, before anything else is chosen. */
export function emptySeat(seat: 1 | 2, name: string, userId: string | null): PlayerInput {
  return { id: playerIdForSeat(seat), seat, name, userId, factionId: null, list: null, units: [] };
}

/** The seat's player as a `set_player` input, with the name as typed. */
export function currentInput(state: GameState, seat: 1 | 2, player: Player | undefined, name: string): PlayerInput {
  const id = player?.id ?? playerIdForSeat(seat);
  return {
    id,
    seat,
    name,
    userId: player?.userId ?? null,
    factionId: player?.factionId ?? null,
    list: player?.list ?? null,
    units: (player?.units ?? []).flatMap((unitId) => {
      const unit = state.units[unitId];
      return unit ? [{ id: unit.id, unitId: unit.unitId, attachedTo: unit.attachedTo }] : [];
    }),
  };
}

/** A shared-list link or a bare code: the code is the last path segment of a link. */
export function shareCodeFrom(text: string): string {
  const trimmed = text.trim();
  const match = trimmed.match(/\/shared-list\/([^/?#\s]+)/);
  return match ? decodeURIComponent(match[1]!) : trimmed;
}

/** A new faction keeps the player's list only if it is the list's faction; otherwise the list goes. */
export function factionChange(
  player: Pick<Player, 'factionId' | 'list'> | undefined,
  value: string,
): Partial<PlayerInput> {
  const faction = (value || null) as FactionId | null;
  const keepList = player?.list && faction === player.factionId;
  return { factionId: faction, ...(keepList ? {} : { list: null, units: [] }) };
}

/** The saved lists a player can pick: all of them until a faction is chosen, then that faction's. */
export function listsForFaction<List extends Pick<ArmyList, 'factionId'>>(
  lists: readonly List[],
  factionId: FactionId | null | undefined,
): List[] {
  return lists.filter((list) => !factionId || list.factionId === factionId);
}

/**
 * What taking a list changes on a player: its faction, the list's details and the units it
 * brings, or `null` when the list has more units than a game holds.
 */
export function listChanges(
  list: ArmyList,
  source: 'saved' | 'code',
  playerId: string,
  pack: DataPack,
  untitledName: string,
): Partial<PlayerInput> | null {
  const units = unitsFromList(list, playerId);
  if (units.length > GAME_LIMITS.unitsPerPlayer) return null;
  const details: PlayerList = {
    name: list.name || untitledName,
    listId: source === 'saved' ? list.id : null,
    shareCode: encodeListShareCode(list),
    points: listTotals(list, pack).points,
  };
  return { factionId: list.factionId, list: details, units };
}
