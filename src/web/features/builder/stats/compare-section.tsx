import { X } from 'lucide-react';
import type { Unit } from '../../../../domain/army/data-pack-schema';
import { Button } from '../../../ui/button';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import { UnitCard } from '../units/unit-card';
import { MAX_COMPARED } from './stats-table-model';

/** The units ticked for comparing, their cards side by side. */
export function CompareSection({ units, text, onClear }: { units: Unit[]; text: PackText; onClear: () => void }) {
  const { t } = useBuilderTranslation();
  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-3 rounded-xl border border-gold/40 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="compare-heading" className="text-xl">
          {t('stats.compareTitle')}
        </h2>
        <Button variant="ghost" icon={X} onClick={onClear}>
          {t('stats.clearCompare')}
        </Button>
      </div>
      {units.length < MAX_COMPARED ? <p className="text-steel">{t('stats.compareHint')}</p> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {units.map((unit) => (
          <UnitCard key={unit.id} unit={unit} text={text} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
