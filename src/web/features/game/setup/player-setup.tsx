import type { ParseKeys } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import { localise, type DataPack, type FactionId } from '../../../../domain/army/data-pack-schema';
import {
  decodeShareCode,
  encodeListShareCode,
  fromSharedList,
  type ShareCodeErrorCode,
} from '../../../../domain/army/share-code';
import { listTotals } from '../../../../domain/army/validate-list';
import {
  GAME_LIMITS,
  type GameState,
  type Player,
  type PlayerInput,
  type PlayerList,
} from '../../../../domain/game/game-state';
import { unitsFromList } from '../../../../domain/game/game-view';
import { TextField } from '../../../ui/text-field';
import { gameTextDraft, useDraftText } from '../draft-text';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { ShareCodeField } from './share-code-field';

/** Why a pasted code is not a list, in words (a new reason without words fails the type-check). */
const SHARE_CODE_ERROR_TEXTS = {
  'share_code.empty': 'setup.shareCodeErrors.empty',
  'share_code.too_long': 'setup.shareCodeErrors.too_long',
  'share_code.malformed': 'setup.shareCodeErrors.malformed',
  'share_code.unsupported_format': 'setup.shareCodeErrors.unsupported_format',
  'share_code.checksum_mismatch': 'setup.shareCodeErrors.checksum_mismatch',
} as const satisfies Record<ShareCodeErrorCode, ParseKeys<'game'>>;

interface PlayerSetupProps {
  seat: 1 | 2;
  state: GameState;
  pack: DataPack;
  savedLists: readonly ArmyList[];
  names: GameNames;
  /** Prefilled name (the signed-in user's) for a seat nobody has filled in yet. */
  defaultName: string;
  /** This seat is the viewer's own (online games). */
  isViewer: boolean;
  /** The game whose drafts hold what is typed here and not yet confirmed. */
  draftScope: string;
  disabled: boolean;
  onSave: (input: PlayerInput) => boolean;
}

export const playerIdForSeat = (seat: 1 | 2) => `p${seat}`;

function currentInput(state: GameState, seat: 1 | 2, player: Player | undefined, name: string): PlayerInput {
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

/** One player's card: name, faction and army list (a saved list or a share code). */
export function PlayerSetup(props: PlayerSetupProps) {
  const { seat, state, pack, savedLists, names, defaultName, isViewer, draftScope, disabled, onSave } = props;
  const { t, language } = useGameTranslation();
  const player = Object.values(state.players).find((each) => each.seat === seat);
  // The name as typed is kept as a draft until it is confirmed (leaving the field or Enter).
  const nameField = `name-${seat}`;
  const [name, setName, settleName] = useDraftText(draftScope, nameField, player?.name ?? defaultName);
  const [codeError, setCodeError] = useState<string | null>(null);
  const headingId = useId();
  const factionId = useId();
  const listId = useId();

  // Another device (or undo) changed the name: show it. A seat that only now appears keeps
  // what was typed into it before a reload.
  const storedName = player?.name;
  const shownName = useRef(storedName);
  useEffect(() => {
    if (storedName === shownName.current) return;
    const appeared = shownName.current === undefined;
    shownName.current = storedName;
    if (storedName === undefined || (appeared && gameTextDraft.get(draftScope, nameField) !== null)) return;
    settleName(storedName);
  }, [storedName, settleName, draftScope, nameField]);

  const save = (changes: Partial<PlayerInput>) =>
    onSave({ ...currentInput(state, seat, player, name.trim()), ...changes });

  const commitName = () => {
    if (player && player.name === name.trim()) settleName(name);
    else if (save({})) settleName(name.trim());
  };

  const takeList = (list: ArmyList, source: 'saved' | 'code') => {
    const units = unitsFromList(list, player?.id ?? playerIdForSeat(seat));
    if (units.length > GAME_LIMITS.unitsPerPlayer) {
      setCodeError(t('setup.tooManyUnits', { limit: GAME_LIMITS.unitsPerPlayer }));
      return false;
    }
    const details: PlayerList = {
      name: list.name || t('setup.untitledList'),
      listId: source === 'saved' ? list.id : null,
      shareCode: encodeListShareCode(list),
      points: listTotals(list, pack).points,
    };
    return save({ factionId: list.factionId, list: details, units });
  };

  const chooseSaved = (id: string) => {
    if (!id) {
      save({ list: null, units: [] });
      return;
    }
    const list = savedLists.find((each) => each.id === id);
    if (list) takeList(list, 'saved');
  };

  const applyCode = (code: string) => {
    const decoded = decodeShareCode(shareCodeFrom(code));
    if (!decoded.ok) {
      setCodeError(t(SHARE_CODE_ERROR_TEXTS[decoded.error.code]));
      return false;
    }
    const list = fromSharedList(decoded.value, { id: 'shared', now: new Date().toISOString() });
    setCodeError(null);
    return takeList(list, 'code');
  };

  const chooseFaction = (value: string) => {
    const faction = (value || null) as FactionId | null;
    const keepList = player?.list && faction === player.factionId;
    save({ factionId: faction, ...(keepList ? {} : { list: null, units: [] }) });
  };

  const lists = savedLists.filter((list) => !player?.factionId || list.factionId === player.factionId);
  const colour = names.factionColour(player?.factionId ?? null);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line border-l-4 bg-surface p-4"
      style={{ borderLeftColor: colour }}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl">
        {t('setup.playerHeading', { seat })}
        {isViewer ? (
          <span className="rounded bg-gold/20 px-2 py-0.5 font-sans text-sm text-gold">{t('setup.you')}</span>
        ) : null}
      </h2>
      <TextField
        label={t('setup.name')}
        value={name}
        maxLength={GAME_LIMITS.nameLength}
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => setName(event.target.value)}
        onBlur={commitName}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitName();
          }
        }}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={factionId} className="font-semibold">
          {t('setup.faction')}
        </label>
        <select
          id={factionId}
          value={player?.factionId ?? ''}
          disabled={disabled}
          onChange={(event) => chooseFaction(event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-night px-3 text-ink focus:border-gold"
        >
          <option value="">{t('setup.chooseFaction')}</option>
          {pack.factions.map((faction) => (
            <option key={faction.id} value={faction.id}>
              {localise(faction.name, language)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={listId} className="font-semibold">
          {t('setup.savedList')}
        </label>
        <select
          id={listId}
          value={player?.list?.listId ?? ''}
          disabled={disabled}
          onChange={(event) => chooseSaved(event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-night px-3 text-ink focus:border-gold"
        >
          <option value="">{lists.length ? t('setup.noList') : t('setup.noSavedLists')}</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name || t('setup.untitledList')} · {names.faction(list.factionId)}
            </option>
          ))}
        </select>
      </div>
      <ShareCodeField scope={draftScope} seat={seat} disabled={disabled} error={codeError} onApply={applyCode} />
      {player?.list ? (
        <p className="rounded-lg bg-raised px-3 py-2">
          <span className="font-semibold">{player.list.name}</span>
          <span className="text-steel">
            {' · '}
            {t('setup.listSummary', { points: player.list.points ?? 0, units: player.units.length })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-steel">{t('setup.noListHint')}</p>
      )}
    </section>
  );
}
