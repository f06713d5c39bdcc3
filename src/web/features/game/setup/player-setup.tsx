import { useId, useState } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import { localise } from '../../../../domain/army/data-pack-values';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { decodeShareCode, fromSharedList } from '../../../../domain/army/share-code';
import { GAME_LIMITS, type GameState, type PlayerInput } from '../../../../domain/game/game-state';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import {
  currentInput,
  factionChange,
  listChanges,
  listsForFaction,
  playerIdForSeat,
  SHARE_CODE_ERROR_TEXTS,
  shareCodeFrom,
} from './player-input';
import { ListSummary } from './list-summary';
import { ShareCodeField } from './share-code-field';
import { usePlayerName } from './use-player-name';

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

/** One player's card: name, faction and army list (a saved list or a share code). */
export function PlayerSetup(props: PlayerSetupProps) {
  const { seat, state, pack, savedLists, names, defaultName, isViewer, draftScope, disabled, onSave } = props;
  const { t, language } = useGameTranslation();
  const player = Object.values(state.players).find((each) => each.seat === seat);
  const [name, setName, settleName] = usePlayerName(draftScope, seat, player, defaultName);
  const [codeError, setCodeError] = useState<string | null>(null);
  const headingId = useId();

  const save = (changes: Partial<PlayerInput>) =>
    onSave({ ...currentInput(state, seat, player, name.trim()), ...changes });

  const commitName = () => {
    if (player && player.name === name.trim()) settleName(name);
    else if (save({})) settleName(name.trim());
  };

  const takeList = (list: ArmyList, source: 'saved' | 'code') => {
    const changes = listChanges(list, source, player?.id ?? playerIdForSeat(seat), pack, t('setup.untitledList'));
    if (!changes) {
      setCodeError(t('setup.tooManyUnits', { limit: GAME_LIMITS.unitsPerPlayer }));
      return false;
    }
    return save(changes);
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

  const lists = listsForFaction(savedLists, player?.factionId);
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
      <Select
        label={t('setup.faction')}
        className="min-w-0"
        value={player?.factionId ?? ''}
        disabled={disabled}
        onValueChange={(value) => save(factionChange(player, value))}
        options={[
          { value: '', label: t('setup.chooseFaction') },
          ...pack.factions.map((faction) => ({ value: faction.id, label: localise(faction.name, language) })),
        ]}
      />
      <Select
        label={t('setup.savedList')}
        className="min-w-0"
        value={player?.list?.listId ?? ''}
        disabled={disabled}
        onValueChange={chooseSaved}
        options={[
          { value: '', label: lists.length ? t('setup.noList') : t('setup.noSavedLists') },
          ...lists.map((list) => ({
            value: list.id,
            label: `${list.name || t('setup.untitledList')} · ${names.faction(list.factionId)}`,
          })),
        ]}
      />
      <ShareCodeField scope={draftScope} seat={seat} disabled={disabled} error={codeError} onApply={applyCode} />
      <ListSummary player={player} />
    </section>
  );
}
