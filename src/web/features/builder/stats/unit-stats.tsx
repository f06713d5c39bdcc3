import { ArrowDown, ArrowUp, ArrowUpDown, FilterX, GitCompareArrows, X } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { UNIT_TYPES, type DataPack, type Unit } from '../../../../domain/army/data-pack-schema';
import { unitAnchor } from '../../../../domain/data-reports/subject-path';
import { buttonStyles } from '../../../ui/button-styles';
import { SearchField } from '../../../ui/search-field';
import { Dialog } from '../../../ui/dialog';
import { TooltipProvider } from '../../../ui/tooltip';
import { UNIT_TYPE_TEXTS, useBuilderTranslation } from '../i18n';
import { filterUnits } from '../units/filter-units';
import { FactionEmblem } from '../units/faction-emblem';
import { packText, type PackText } from '../units/pack-text';
import { UnitCard } from '../units/unit-card';

const COLUMNS = ['name', 'faction', 'type', 'points', 'command', 'avb'] as const;
type Column = (typeof COLUMNS)[number];
const isNumeric = (column: Column): column is 'points' | 'command' | 'avb' =>
  column === 'points' || column === 'command' || column === 'avb';
type Direction = 'ascending' | 'descending';

interface StatsFilters {
  query: string;
  factionId: string;
  type: string;
  characteristic: string;
}
const NO_FILTERS: StatsFilters = { query: '', factionId: '', type: '', characteristic: '' };

export const MAX_COMPARED = 2;

function sortUnits(units: Unit[], column: Column, direction: Direction, text: PackText): Unit[] {
  const value = (unit: Unit): string | number => {
    switch (column) {
      case 'name':
        return text.unitName(unit);
      case 'faction':
        return text.factionName(unit.factionId);
      case 'type':
        return unit.type;
      default:
        return unit[column];
    }
  };
  const sign = direction === 'ascending' ? 1 : -1;
  return [...units].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || text.unitName(a).localeCompare(text.unitName(b));
  });
}

/** Every unit of every faction: search, filter, sort, compare two side by side, open a card. */
export function UnitStats({ pack }: { pack: DataPack }) {
  const { t, language } = useBuilderTranslation();
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const [filters, setFilters] = useState<StatsFilters>(NO_FILTERS);
  const [sort, setSort] = useState<{ column: Column; direction: Direction }>({
    column: 'name',
    direction: 'ascending',
  });
  const [compared, setCompared] = useState<string[]>([]);
  const [opened, setOpened] = useState<Unit | null>(null);
  const deferred = useDeferredValue(filters);
  const ids = { search: useId(), faction: useId(), type: useId(), characteristic: useId() };
  // A link to one unit (`#unit-<id>`, as from a data report) scrolls to its row.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash]);

  const characteristics = useMemo(
    () =>
      [...new Set(pack.units.flatMap((unit) => unit.characteristics))].sort((a, b) =>
        text.termName('characteristic', a).localeCompare(text.termName('characteristic', b)),
      ),
    [pack, text],
  );
  const shown = useMemo(() => {
    const candidates = pack.units.filter(
      (unit) =>
        (!deferred.factionId || unit.factionId === deferred.factionId) &&
        (!deferred.type || unit.type === deferred.type),
    );
    const matching = filterUnits(
      candidates,
      {
        query: deferred.query,
        characteristics: deferred.characteristic ? [deferred.characteristic] : [],
        keywords: [],
        sort: 'name',
      },
      text,
    );
    return sortUnits(matching, sort.column, sort.direction, text);
  }, [pack, deferred, sort, text]);

  const unitsById = useMemo(() => new Map(pack.units.map((unit) => [unit.id, unit])), [pack]);
  const comparedUnits = compared.map((id) => unitsById.get(id)).filter((unit): unit is Unit => unit !== undefined);
  const active = filters.query.trim() !== '' || filters.factionId || filters.type || filters.characteristic;
  const select = 'min-h-11 rounded-lg border border-line bg-night px-3 text-ink';
  const fieldLabel = 'text-sm font-semibold text-steel';

  const toggleSort = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : {
            column,
            direction: column === 'name' || column === 'faction' || column === 'type' ? 'ascending' : 'descending',
          },
    );

  return (
    <TooltipProvider>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-6 md:px-4">
        <h1 className="text-3xl">{t('stats.title')}</h1>
        <p className="text-steel">{t('stats.intro')}</p>
        <div className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
            <label htmlFor={ids.search} className={fieldLabel}>
              {t('browser.search')}
            </label>
            <SearchField
              id={ids.search}
              value={filters.query}
              placeholder={t('browser.searchPlaceholder')}
              onValueChange={(query) => setFilters({ ...filters, query })}
              clearLabel={t('browser.clearSearch')}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.faction} className={fieldLabel}>
              {t('faction.label')}
            </label>
            <select
              id={ids.faction}
              value={filters.factionId}
              onChange={(event) => setFilters({ ...filters, factionId: event.target.value })}
              className={select}
            >
              <option value="">{t('stats.allFactions')}</option>
              {pack.factions.map((faction) => (
                <option key={faction.id} value={faction.id}>
                  {text.factionName(faction)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.type} className={fieldLabel}>
              {t('stats.type')}
            </label>
            <select
              id={ids.type}
              value={filters.type}
              onChange={(event) => setFilters({ ...filters, type: event.target.value })}
              className={select}
            >
              <option value="">{t('stats.allTypes')}</option>
              {Object.values(UNIT_TYPES).map((type) => (
                <option key={type} value={type}>
                  {t(UNIT_TYPE_TEXTS[type])}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.characteristic} className={fieldLabel}>
              {t('browser.characteristics')}
            </label>
            <select
              id={ids.characteristic}
              value={filters.characteristic}
              onChange={(event) => setFilters({ ...filters, characteristic: event.target.value })}
              className={select}
            >
              <option value="">{t('stats.allCharacteristics')}</option>
              {characteristics.map((id) => (
                <option key={id} value={id}>
                  {text.termName('characteristic', id)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-steel">
            {t('browser.count', { count: shown.length })}
          </p>
          {active ? (
            <button type="button" className={buttonStyles.ghost} onClick={() => setFilters(NO_FILTERS)}>
              <FilterX aria-hidden="true" className="size-4" />
              {t('browser.clearFilters')}
            </button>
          ) : null}
        </div>

        {comparedUnits.length > 0 ? (
          <section
            aria-labelledby="compare-heading"
            className="flex flex-col gap-3 rounded-xl border border-gold/40 p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="compare-heading" className="text-xl">
                {t('stats.compareTitle')}
              </h2>
              <button type="button" className={buttonStyles.ghost} onClick={() => setCompared([])}>
                <X aria-hidden="true" className="size-4" />
                {t('stats.clearCompare')}
              </button>
            </div>
            {comparedUnits.length < MAX_COMPARED ? <p className="text-steel">{t('stats.compareHint')}</p> : null}
            <div className="grid gap-3 md:grid-cols-2">
              {comparedUnits.map((unit) => (
                <UnitCard key={unit.id} unit={unit} text={text} headingLevel={3} />
              ))}
            </div>
          </section>
        ) : null}

        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('stats.caption')}</caption>
            <thead className="bg-surface">
              <tr>
                {/* Compare comes first, so on a phone it is on screen whatever the table's width (issue 21). */}
                <th scope="col" className="p-1 text-sm font-semibold text-steel">
                  <span className="inline-flex min-h-11 items-center justify-center px-1 md:px-2">
                    <GitCompareArrows aria-hidden="true" className="size-4 md:hidden" />
                    <span className="max-md:sr-only">{t('stats.columns.compare')}</span>
                  </span>
                </th>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={sort.column === column ? sort.direction : undefined}
                    className={`p-1 ${column === 'faction' || column === 'type' ? 'hidden md:table-cell' : ''}`}
                  >
                    <button
                      type="button"
                      onClick={() => toggleSort(column)}
                      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-steel hover:text-gold md:px-2"
                    >
                      {isNumeric(column) ? (
                        // Phones read a short label; the button keeps the full name.
                        <>
                          <span aria-hidden="true" className="md:hidden">
                            {t(`stats.columnsShort.${column}`)}
                          </span>
                          <span className="max-md:sr-only">{t(`stats.columns.${column}`)}</span>
                        </>
                      ) : (
                        t(`stats.columns.${column}`)
                      )}
                      {sort.column !== column ? (
                        <ArrowUpDown aria-hidden="true" className="size-4 opacity-60 max-md:hidden" />
                      ) : sort.direction === 'ascending' ? (
                        <ArrowUp aria-hidden="true" className="size-4" />
                      ) : (
                        <ArrowDown aria-hidden="true" className="size-4" />
                      )}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((unit) => {
                const faction = pack.factions.find((f) => f.id === unit.factionId)!;
                const isCompared = compared.includes(unit.id);
                const name = text.unitName(unit);
                return (
                  <tr key={unit.id} id={unitAnchor(unit.id)} className="border-t border-line/70">
                    <td className="p-0">
                      <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          checked={isCompared}
                          disabled={!isCompared && compared.length >= MAX_COMPARED}
                          aria-label={t('stats.compareUnit', { unit: name })}
                          onChange={() =>
                            setCompared((current) =>
                              current.includes(unit.id)
                                ? current.filter((id) => id !== unit.id)
                                : [...current, unit.id],
                            )
                          }
                          className="size-5 accent-gold"
                        />
                      </label>
                    </td>
                    <td className="p-1">
                      <button
                        type="button"
                        onClick={() => setOpened(unit)}
                        className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-left font-semibold text-gold-bright underline-offset-2 hover:underline md:px-2"
                      >
                        <FactionEmblem
                          factionId={faction.id}
                          colour={faction.accentColour}
                          className="size-5 shrink-0"
                        />
                        {name}
                      </button>
                    </td>
                    <td className="hidden p-2 text-ink md:table-cell">{text.factionName(faction)}</td>
                    <td className="hidden p-2 text-ink md:table-cell">{t(UNIT_TYPE_TEXTS[unit.type])}</td>
                    <td className="px-2 py-2 text-ink tabular-nums md:px-3">{unit.points}</td>
                    <td className="px-2 py-2 text-ink tabular-nums md:px-3">{unit.command}</td>
                    <td className="px-2 py-2 text-ink tabular-nums md:px-3">{unit.avb}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <Dialog
        open={opened !== null}
        title={opened ? text.unitName(opened) : ''}
        onClose={() => setOpened(null)}
        actions={
          <button type="button" className={buttonStyles.secondary} onClick={() => setOpened(null)}>
            {t('actions.close')}
          </button>
        }
      >
        {opened ? <UnitCard unit={opened} text={text} headingLevel={3} /> : null}
      </Dialog>
    </TooltipProvider>
  );
}
