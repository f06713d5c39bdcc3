import { Minus, Plus } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { COLLECTION_LIMITS } from '../../../../domain/army/collection';
import type { Unit } from '../../../../domain/army/data-pack-schema';
import { buttonStyles } from '../../../ui/button-styles';
import { UNIT_TYPE_TEXTS, useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import { useCollectionTranslation } from './i18n';

const clamp = (count: number) => Math.min(COLLECTION_LIMITS.count, Math.max(0, Math.trunc(count)));

/** One unit with how many are owned: a number field between a one-fewer and a one-more button. */
const CollectionRow = memo(function CollectionRow({
  unit,
  name,
  count,
  setCount,
}: {
  unit: Unit;
  name: string;
  count: number;
  setCount: (unitId: string, count: number) => void;
}) {
  const { t } = useCollectionTranslation();
  const builder = useBuilderTranslation();
  // What is typed stays as typed (an empty field while retyping); a whole number is stored at once.
  const [typed, setTyped] = useState(String(count));
  useEffect(() => setTyped(String(count)), [count]);
  const set = (next: number) => setCount(unit.id, clamp(next));
  return (
    <li className="flex items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{name}</p>
        <p className="text-sm text-steel">
          {builder.t(UNIT_TYPE_TEXTS[unit.type])} · {builder.t('list.entryPoints', { points: unit.points })}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={t('less', { unit: name })}
          disabled={count === 0}
          onClick={() => set(count - 1)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          type="number"
          aria-label={t('countLabel', { unit: name })}
          inputMode="numeric"
          min={0}
          max={COLLECTION_LIMITS.count}
          step={1}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (/^\d{1,3}$/.test(event.target.value)) set(Number(event.target.value));
          }}
          onBlur={() => setTyped(String(count))}
          className={`min-h-11 w-16 rounded-lg border bg-night px-2 text-center text-ink ${count > 0 ? 'border-gold' : 'border-line'}`}
        />
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={t('more', { unit: name })}
          disabled={count >= COLLECTION_LIMITS.count}
          onClick={() => set(count + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
});

/** The units shown, each with its owned count. */
export function CollectionRows({
  units,
  text,
  counts,
  label,
  setCount,
}: {
  units: readonly Unit[];
  text: PackText;
  counts: ReadonlyMap<string, number>;
  label: string;
  setCount: (unitId: string, count: number) => void;
}) {
  const { t } = useCollectionTranslation();
  if (units.length === 0)
    return <p className="rounded-xl border border-dashed border-line p-6 text-center text-steel">{t('empty')}</p>;
  return (
    <ul aria-label={label} className="grid gap-2 lg:grid-cols-2">
      {units.map((unit) => (
        <CollectionRow
          key={unit.id}
          unit={unit}
          name={text.unitName(unit)}
          count={counts.get(unit.id) ?? 0}
          setCount={setCount}
        />
      ))}
    </ul>
  );
}
