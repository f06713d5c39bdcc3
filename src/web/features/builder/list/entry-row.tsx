import { Minus, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import type { ListEntry } from '../../../../domain/army/army-list';
import type { Shortfall } from '../../../../domain/army/collection';
import { profileCount } from '../../../../domain/army/list-commands';
import { indexPack } from '../../../../domain/army/pack-index';
import { buttonStyles } from '../../../ui/button-styles';
import { Select } from '../../../ui/select';
import { ShortfallNote } from '../collection/shortfall-note';
import { useBuilderTranslation } from '../i18n';
import { canAttachTo, joinHosts } from './join-hosts';
import type { ListPartProps } from './list-part';

/** A small button that shows only its icon and is named by its label. */
const iconButton = (label: string, Icon: LucideIcon, onClick: () => void, disabled?: boolean) => (
  <button type="button" className={buttonStyles.icon} aria-label={label} disabled={disabled} onClick={onClick}>
    <Icon aria-hidden="true" className="size-4" />
  </button>
);

/** One entry of the list: its points, more or fewer copies, removal, and the unit it joins. */
export function EntryRow({
  entry,
  depth,
  list,
  pack,
  text,
  dispatch,
  shortfall,
}: { entry: ListEntry; depth: 0 | 1; shortfall?: Shortfall } & ListPartProps) {
  const { t } = useBuilderTranslation();
  const index = indexPack(pack);
  const unit = index.unitsById.get(entry.unitId);
  const name = text.unitName(entry.unitId);
  const canAttach = unit !== undefined && canAttachTo(unit);
  const hosts = useMemo(() => joinHosts(list, entry, pack), [list, entry, pack]);
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
          {iconButton(t('unit.removeOne', { unit: name }), Minus, () =>
            dispatch({ type: 'remove-unit', entryId: entry.id }),
          )}
          {iconButton(
            t('unit.add', { unit: name }),
            Plus,
            () => dispatch({ type: 'add-unit', unitId: entry.unitId }),
            atLimit,
          )}
          {iconButton(t('list.removeEntry', { unit: name }), Trash2, () =>
            dispatch({ type: 'remove-entry', entryId: entry.id }),
          )}
        </div>
      </div>
      {canAttach ? (
        <Select
          look="inline"
          label={t('list.joins')}
          value={entry.attachedTo ?? ''}
          onValueChange={(target) => dispatch({ type: 'attach', entryId: entry.id, targetEntryId: target || null })}
        >
          <option value="">{t('list.notJoined')}</option>
          {hosts.map((host) => (
            <option key={host.id} value={host.id}>
              {text.unitName(host.unitId)}
            </option>
          ))}
        </Select>
      ) : null}
    </li>
  );
}
