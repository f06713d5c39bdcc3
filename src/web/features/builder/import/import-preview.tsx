import { useMemo } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { listTotals, listVerdict } from '../../../../domain/army/validate-list';
import { useBuilderTranslation } from '../i18n';
import { useListHeading } from '../list/list-heading';
import { TotalsSummary } from '../list/totals';
import { SharedListRows } from '../share/shared-list-rows';
import { VerdictLine } from '../share/verdict-line';
import { FactionEmblem } from '../units/faction-emblem';
import type { PackText } from '../units/pack-text';

/** The list an import will create: faction, name, size, totals, verdict and its units. */
export function ImportPreview({
  list,
  pack,
  text,
  factionFrom,
}: {
  list: ArmyList;
  pack: DataPack;
  text: PackText;
  factionFrom: 'text' | 'units' | 'default';
}) {
  const { t } = useBuilderTranslation();
  const totals = useMemo(() => listTotals(list, pack), [list, pack]);
  const verdict = useMemo(() => listVerdict(list, pack), [list, pack]);
  const { faction, size } = useListHeading(list, pack, text, totals.limit);
  return (
    <section
      aria-label={t('import.preview')}
      className="flex flex-col gap-3 rounded-xl border border-line bg-night/40 p-3"
      style={{ borderTopColor: faction.accentColour, borderTopWidth: 4 }}
    >
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-steel">
          <FactionEmblem factionId={faction.id} colour={faction.accentColour} />
          {text.factionName(faction)}
          <span className="font-normal">· {t(`import.factionFrom.${factionFrom}`)}</span>
        </p>
        <p className="font-display text-lg break-words text-ink">{list.name || t('list.untitled')}</p>
        <p className="text-sm text-steel">
          {size}
          {list.tournament ? ` · ${t('list.tournament')}` : ''}
        </p>
      </div>
      <TotalsSummary totals={totals} compact />
      <VerdictLine verdict={verdict} />
      {list.entries.length ? (
        <SharedListRows list={list} pack={pack} text={text} />
      ) : (
        <p className="text-sm text-steel">{t('import.noUnits')}</p>
      )}
    </section>
  );
}
