import { Minus, Plus } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { Unit } from '../../../../domain/army/data-pack-schema';
import { Button } from '../../../ui/button';
import { ItemActions } from '../../../ui/item-actions';
import { UNIT_TYPE_TEXTS, useBuilderTranslation } from '../i18n';
import type { PackText } from './pack-text';
import { OwnedCount } from '../collection/owned-count';
import { TermChip } from './term-chip';

export function UnitStat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg bg-night/60 px-2 py-1">
      <dt className="text-[0.7rem] tracking-wide text-steel uppercase">{label}</dt>
      <dd className="font-display text-lg text-ink">{value}</dd>
    </div>
  );
}

export function TournamentBadge({ legal }: { legal: boolean }) {
  const { t } = useBuilderTranslation();
  return legal ? (
    <span className="rounded-full border border-legal/50 px-2 py-0.5 text-xs font-semibold text-legal">
      {t('unit.tournamentLegal')}
    </span>
  ) : (
    <span className="rounded-full border border-warn/60 px-2 py-0.5 text-xs font-semibold text-warn">
      {t('unit.notTournamentLegal')}
    </span>
  );
}

interface UnitCardProps {
  unit: Unit;
  text: PackText;
  /** How many the list holds; with onAdd/onRemove, the card shows list controls. */
  count?: number;
  onAdd?: (unitId: string) => void;
  onRemove?: (unitId: string) => void;
  /** Why adding is not possible now (e.g. AVB reached); disables the add button. */
  addBlockedReason?: string | null;
  headingLevel?: 2 | 3;
  accent?: string;
  /** How many the player owns, when they keep a collection. */
  owned?: number;
}

/**
 * A unit's card: type, command, AVB, points, tournament legality and every term with its
 * glossary text. Memoised: while a search is typed, cards whose props did not change stay put.
 */
export const UnitCard = memo(function UnitCard({
  unit,
  text,
  count = 0,
  onAdd,
  onRemove,
  addBlockedReason = null,
  headingLevel = 3,
  accent,
  owned,
}: UnitCardProps) {
  const { t } = useBuilderTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = text.unitName(unit);
  const headingId = `unit-${unit.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3"
      style={accent ? { borderLeftColor: accent, borderLeftWidth: 4 } : undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={headingId} className="font-sans text-base font-semibold text-ink">
            {name}
          </Heading>
          <p className="text-sm text-steel">
            {t(UNIT_TYPE_TEXTS[unit.type])}
            {unit.highCommand ? <span className="ml-2 font-semibold text-gold">{t('unit.highCommand')}</span> : null}
          </p>
        </div>
        <span className="flex items-center gap-1">
          <TournamentBadge legal={unit.tournamentLegal} />
          <ItemActions compact item={{ kind: 'unit', id: unit.id, title: name }} />
        </span>
      </header>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <UnitStat label={t('unit.points')} value={unit.points} />
        <UnitStat label={t('unit.command')} value={unit.command} />
        <UnitStat label={t('unit.avb')} value={unit.avb} />
      </dl>
      <ul aria-label={t('unit.terms', { unit: name })} className="flex flex-wrap gap-1.5">
        {unit.characteristics.map((id) => (
          <li key={`c-${id}`}>
            <TermChip kind="characteristic" term={{ id }} text={text} />
          </li>
        ))}
        {unit.keywords.map((keyword, index) => (
          <li key={`k-${keyword.id}-${index}`}>
            <TermChip kind="keyword" term={keyword} text={text} />
          </li>
        ))}
        {unit.specialRules.map((rule, index) => (
          <li key={`s-${rule.id}-${index}`}>
            <TermChip kind="special-rule" term={rule} text={text} />
          </li>
        ))}
      </ul>
      {onAdd ? (
        <footer className="flex items-center justify-between gap-2 border-t border-line/60 pt-2">
          <span className="text-sm text-steel" aria-live="polite">
            {t('unit.inList', { count, limit: unit.avb })}
            {owned !== undefined ? <OwnedCount count={owned} /> : null}
            {addBlockedReason ? <span className="ml-2 text-warn">{addBlockedReason}</span> : null}
          </span>
          <span className="flex gap-2">
            {onRemove && count > 0 ? (
              <Button
                variant="secondary"
                onClick={() => onRemove(unit.id)}
                aria-label={t('unit.removeOne', { unit: name })}
              >
                <Minus aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
            <Button
              variant="primary"
              icon={Plus}
              onClick={() => onAdd(unit.id)}
              disabled={addBlockedReason !== null}
              aria-label={t('unit.add', { unit: name })}
            >
              <span aria-hidden="true">{t('unit.addShort')}</span>
            </Button>
          </span>
        </footer>
      ) : null}
    </article>
  );
});
