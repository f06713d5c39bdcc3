import { FilterX } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { DataPack, Unit } from '../../../../domain/army/data-pack-schema';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TooltipProvider } from '../../../ui/tooltip';
import { useBuilderTranslation } from '../i18n';
import { packText } from '../units/pack-text';
import { UnitCard } from '../units/unit-card';
import { CompareSection } from './compare-section';
import { StatsFilters } from './stats-filters';
import { StatsRow } from './stats-row';
import { StatsTableHead } from './stats-table-head';
import {
  hasFilters,
  MAX_COMPARED,
  nextSort,
  NO_FILTERS,
  shownUnits,
  toggleCompared,
  type StatsFilters as Filters,
  type StatsSort,
} from './stats-table-model';

/** Every unit of every faction: search, filter, sort, compare two side by side, open a card. */
export function UnitStats({ pack }: { pack: DataPack }) {
  const { t, language } = useBuilderTranslation();
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<StatsSort>({
    column: 'name',
    direction: 'ascending',
  });
  const [compared, setCompared] = useState<string[]>([]);
  const [opened, setOpened] = useState<Unit | null>(null);
  const deferred = useDeferredValue(filters);
  // A link to one unit (`#unit-<id>`, as from a data report) scrolls to its row.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash]);

  const shown = useMemo(() => shownUnits(pack, deferred, sort, text), [pack, deferred, sort, text]);

  const unitsById = useMemo(() => new Map(pack.units.map((unit) => [unit.id, unit])), [pack]);
  const comparedUnits = compared.map((id) => unitsById.get(id)).filter((unit): unit is Unit => unit !== undefined);
  const active = hasFilters(filters);

  return (
    <TooltipProvider>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-6 md:px-4">
        <h1 className="text-3xl">{t('stats.title')}</h1>
        <p className="text-steel">{t('stats.intro')}</p>
        <StatsFilters pack={pack} text={text} filters={filters} onChange={setFilters} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-steel">
            {t('browser.count', { count: shown.length })}
          </p>
          {active ? (
            <Button variant="ghost" icon={FilterX} onClick={() => setFilters(NO_FILTERS)}>
              {t('browser.clearFilters')}
            </Button>
          ) : null}
        </div>

        {comparedUnits.length > 0 ? (
          <CompareSection units={comparedUnits} text={text} onClear={() => setCompared([])} />
        ) : null}

        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('stats.caption')}</caption>
            <StatsTableHead sort={sort} onSort={(column) => setSort((current) => nextSort(current, column))} />
            <tbody>
              {shown.map((unit) => (
                <StatsRow
                  key={unit.id}
                  unit={unit}
                  faction={pack.factions.find((f) => f.id === unit.factionId)!}
                  text={text}
                  isCompared={compared.includes(unit.id)}
                  compareFull={compared.length >= MAX_COMPARED}
                  onToggleCompared={() => setCompared((current) => toggleCompared(current, unit.id))}
                  onOpen={() => setOpened(unit)}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <Dialog
        open={opened !== null}
        title={opened ? text.unitName(opened) : ''}
        onClose={() => setOpened(null)}
        actions={
          <Button variant="secondary" onClick={() => setOpened(null)}>
            {t('actions.close')}
          </Button>
        }
      >
        {opened ? <UnitCard unit={opened} text={text} headingLevel={3} /> : null}
      </Dialog>
    </TooltipProvider>
  );
}
