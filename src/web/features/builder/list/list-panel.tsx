import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { ArmyList, ListEntry } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { ValidationIssue } from '../../../../domain/army/issues';
import { canJoin, hasJoin } from '../../../../domain/army/join';
import {
  displayOrder,
  profileCount,
  ridersOf,
  type CommandResult,
  type ListCommand,
} from '../../../../domain/army/list-commands';
import { indexPack } from '../../../../domain/army/pack-index';
import type { ListTotals } from '../../../../domain/army/validate-list';
import { collectionShortfalls, type Shortfall } from '../../../../domain/army/collection';
import { buttonStyles } from '../../../ui/button-styles';
import { ShortfallNote } from '../collection/shortfall-note';
import { useOwnedCounts } from '../collection/use-collection';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import { ListDataChanges } from './data-changes';
import { IssueList } from './issue-list';
import { NameField } from './name-field';
import { TotalsSummary } from './totals';
import type { DispatchOptions } from './use-army-builder';

interface ListPanelProps {
  list: ArmyList;
  pack: DataPack;
  text: PackText;
  totals: ListTotals;
  issues: ValidationIssue[];
  dispatch: (command: ListCommand, options?: DispatchOptions) => CommandResult;
  /** Whether the list is saved, shown beside its name. */
  status?: ReactNode;
}

function GameSizeField({ list, pack, text, dispatch }: Omit<ListPanelProps, 'totals' | 'issues' | 'status'>) {
  const { t } = useBuilderTranslation();
  const id = useId();
  const customId = useId();
  const value = list.gameSize.kind === 'preset' ? list.gameSize.presetId : 'custom';
  const [custom, setCustom] = useState(String(list.gameSize.kind === 'custom' ? list.gameSize.points : 300));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-steel">
          {t('list.gameSize')}
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (next === 'custom') {
              const points = Number(custom) || 300;
              dispatch({ type: 'set-game-size', gameSize: { kind: 'custom', points } });
            } else dispatch({ type: 'set-game-size', gameSize: { kind: 'preset', presetId: next } });
          }}
          className="min-h-11 rounded-lg border border-line bg-night px-3 text-ink"
        >
          {pack.armyRules.gameSizes.map((size) => (
            <option key={size.id} value={size.id}>
              {t('list.gameSizeOption', { name: text.gameSizeName(size.id), points: size.points })}
            </option>
          ))}
          {list.gameSize.kind === 'preset' && !pack.armyRules.gameSizes.some((s) => s.id === value) ? (
            <option value={value}>{value}</option>
          ) : null}
          <option value="custom">{t('list.customSize')}</option>
        </select>
      </div>
      {list.gameSize.kind === 'custom' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={customId} className="text-sm font-semibold text-steel">
            {t('list.customPoints')}
          </label>
          <input
            id={customId}
            type="number"
            inputMode="numeric"
            min={1}
            max={10_000}
            value={custom}
            onChange={(event) => {
              setCustom(event.target.value);
              const points = Math.trunc(Number(event.target.value));
              if (points >= 1 && points <= 10_000)
                dispatch({ type: 'set-game-size', gameSize: { kind: 'custom', points } });
            }}
            className="min-h-11 w-28 rounded-lg border border-line bg-night px-3 text-ink"
          />
        </div>
      ) : null}
    </div>
  );
}

function EntryRow({
  entry,
  depth,
  list,
  pack,
  text,
  dispatch,
  shortfall,
}: { entry: ListEntry; depth: 0 | 1; shortfall?: Shortfall } & Omit<ListPanelProps, 'totals' | 'issues' | 'status'>) {
  const { t } = useBuilderTranslation();
  const index = indexPack(pack);
  const unit = index.unitsById.get(entry.unitId);
  const name = text.unitName(entry.unitId);
  const joinId = useId();
  const canAttach = unit !== undefined && (hasJoin(unit) || unit.companionOf !== null);
  const hosts = useMemo(
    () =>
      list.entries.filter((other) => {
        if (other.id === entry.id || other.attachedTo !== null) return false;
        if (other.id === entry.attachedTo) return true;
        const target = index.unitsById.get(other.unitId);
        if (!unit || !target || !canJoin(unit, target, index.keywordIds)) return false;
        // One character per unit: a host with every copy taken is not offered (companions ride along).
        if (unit.companionOf === target.id) return true;
        return ridersOf(list, other.id, pack) < other.quantity;
      }),
    [list, entry, unit, index, pack],
  );
  const atLimit = unit ? profileCount(list, pack, unit.id) >= unit.avb : true;
  const changed = unit && entry.savedPoints !== null && entry.savedPoints !== unit.points;

  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border border-line bg-surface px-3 py-2 ${depth ? 'ml-6 border-dashed' : ''}`}
    >
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">
            {depth ? <span className="sr-only">{t('list.joined')} </span> : null}
            {name}
            {entry.quantity > 1 ? <span className="ml-1 text-steel">× {entry.quantity}</span> : null}
            {unit?.highCommand ? (
              <span className="ml-2 text-xs font-semibold text-gold">{t('unit.highCommand')}</span>
            ) : null}
          </p>
          <p className="text-sm text-steel">
            {unit ? t('list.entryPoints', { points: unit.points * entry.quantity }) : t('list.unknownUnit')}
            {changed ? (
              <span className="ml-2 text-warn">
                {t('list.pointsChanged', { before: entry.savedPoints, after: unit.points })}
              </span>
            ) : null}
          </p>
          {shortfall ? <ShortfallNote shortfall={shortfall} /> : null}
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={t('unit.removeOne', { unit: name })}
            onClick={() => dispatch({ type: 'remove-unit', entryId: entry.id })}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={t('unit.add', { unit: name })}
            disabled={atLimit}
            onClick={() => dispatch({ type: 'add-unit', unitId: entry.unitId })}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={t('list.removeEntry', { unit: name })}
            onClick={() => dispatch({ type: 'remove-entry', entryId: entry.id })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      {canAttach ? (
        <div className="flex items-center gap-2">
          <label htmlFor={joinId} className="text-sm text-steel">
            {t('list.joins')}
          </label>
          <select
            id={joinId}
            value={entry.attachedTo ?? ''}
            onChange={(event) =>
              dispatch({ type: 'attach', entryId: entry.id, targetEntryId: event.target.value || null })
            }
            className="min-h-9 flex-1 rounded-lg border border-line bg-night px-2 text-sm text-ink"
          >
            <option value="">{t('list.notJoined')}</option>
            {hosts.map((host) => (
              <option key={host.id} value={host.id}>
                {text.unitName(host.unitId)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </li>
  );
}

/** The list being built: name, game size, tournament mode, totals, entries and validation. */
export function ListPanel(props: ListPanelProps) {
  const { list, pack, text, totals, issues, dispatch, status } = props;
  const { t } = useBuilderTranslation();
  const tournamentId = useId();
  const rows = displayOrder(list, pack);
  const owned = useOwnedCounts();
  const shortfalls = useMemo(
    () => new Map(collectionShortfalls(list, owned).map((shortfall) => [shortfall.unitId, shortfall])),
    [list, owned],
  );
  return (
    <div className="flex flex-col gap-4">
      <NameField list={list} dispatch={dispatch} status={status} />
      <GameSizeField list={list} pack={pack} text={text} dispatch={dispatch} />
      <div className="flex items-center gap-2">
        <input
          id={tournamentId}
          type="checkbox"
          checked={list.tournament}
          onChange={(event) => dispatch({ type: 'set-tournament', tournament: event.target.checked })}
          className="size-5 accent-gold"
        />
        <label htmlFor={tournamentId} className="text-ink">
          {t('list.tournament')}
        </label>
      </div>
      <div className="hidden md:block">
        <TotalsSummary totals={totals} />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-steel">{t('list.empty')}</p>
      ) : (
        <ul aria-label={t('list.units')} className="flex flex-col gap-2">
          {rows.map(({ entry, depth }) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              depth={depth}
              list={list}
              pack={pack}
              text={text}
              dispatch={dispatch}
              shortfall={shortfalls.get(entry.unitId)}
            />
          ))}
        </ul>
      )}
      <IssueList issues={issues} text={text} empty={list.entries.length === 0} />
      <ListDataChanges list={list} pack={pack} text={text} />
    </div>
  );
}
