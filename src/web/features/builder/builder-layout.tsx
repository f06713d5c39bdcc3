import * as Tabs from '@radix-ui/react-tabs';
import { useId, type ReactNode } from 'react';
import type { ListTotals } from '../../../domain/army/validate-list';
import { useBuilderTranslation } from './i18n';
import { TotalsSummary } from './list/totals';

export type BuilderTab = 'units' | 'list';

interface BuilderLayoutProps {
  isMobile: boolean;
  tab: BuilderTab;
  onTab: (tab: BuilderTab) => void;
  /** On phones, in a bar fixed at the bottom; the unit count also names the list tab. */
  totals: ListTotals;
  units: ReactNode;
  list: ReactNode;
}

/** Units and the list: two tabs and a totals bar on phones, two columns on wider screens (DESIGN.md). */
export function BuilderLayout({ isMobile, tab, onTab, totals, units, list }: BuilderLayoutProps) {
  const { t } = useBuilderTranslation();
  const tabsId = useId();
  const content = { units, list };
  const heading = { units: t('tabs.units'), list: t('tabs.myList') };

  const triggerId = (id: BuilderTab) => `${tabsId}-${id}-tab`;
  const panelId = (id: BuilderTab) => `${tabsId}-${id}-panel`;

  const panel = (id: BuilderTab) =>
    isMobile ? (
      // Both stay mounted (the hidden one keeps its scroll and state), each named by its tab. A panel
      // of our own, not Radix's Tabs.Content: that one reads the panel's computed style as it is
      // added (for exit animations these panels never have), a forced style pass over the whole
      // builder in the long task that first shows it on a phone.
      <div
        role="tabpanel"
        id={panelId(id)}
        aria-labelledby={triggerId(id)}
        tabIndex={0}
        hidden={tab !== id}
        className="pb-40"
      >
        {/* The heading keeps the outline h1 → h2 → unit cards' h3. */}
        <h2 className="sr-only">{heading[id]}</h2>
        {content[id]}
      </div>
    ) : (
      <section
        aria-labelledby={`${tabsId}-${id}-heading`}
        className={`min-w-0 ${id === 'list' ? 'md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto md:pr-1' : ''}`}
      >
        <h2 id={`${tabsId}-${id}-heading`} className="mb-3 text-xl">
          {heading[id]}
        </h2>
        {content[id]}
      </section>
    );

  const columns = (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      {panel('units')}
      {panel('list')}
    </div>
  );

  return (
    <>
      {isMobile ? (
        // Arrows move between the two tabs and show the one they reach (Radix tabs).
        <Tabs.Root value={tab} onValueChange={(value) => onTab(value as BuilderTab)} className="contents">
          <Tabs.List aria-label={t('tabs.label')} className="grid grid-cols-2 gap-1 rounded-xl bg-surface p-1">
            {(['units', 'list'] as const).map((id) => (
              <Tabs.Trigger
                key={id}
                value={id}
                id={triggerId(id)}
                aria-controls={panelId(id)}
                className="min-h-11 rounded-lg font-semibold text-steel aria-selected:bg-raised aria-selected:text-gold"
              >
                {id === 'units' ? t('tabs.units') : t('tabs.list', { count: totals.units })}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {columns}
        </Tabs.Root>
      ) : (
        columns
      )}
      {isMobile ? (
        <div
          aria-label={t('totals.label')}
          role="region"
          className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-night/95 px-4 py-2 backdrop-blur"
        >
          <TotalsSummary totals={totals} compact />
        </div>
      ) : null}
    </>
  );
}
