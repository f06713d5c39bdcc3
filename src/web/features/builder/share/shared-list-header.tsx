import type { MemberSummary } from '../../../../contracts/social';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { ListTotals, ListVerdict } from '../../../../domain/army/validate-list';
import { displayName } from '../../../../domain/social/social';
import { useBuilderTranslation } from '../i18n';
import { useListHeading } from '../list/list-heading';
import { TotalsSummary } from '../list/totals';
import { FactionEmblem } from '../units/faction-emblem';
import type { PackText } from '../units/pack-text';
import { VerdictLine } from './verdict-line';

interface SharedListHeaderProps {
  list: ArmyList;
  pack: DataPack;
  text: PackText;
  owner: MemberSummary | null;
  totals: ListTotals;
  verdict: ListVerdict;
}

/** A shared list's faction, name, owner, size, totals and legality, topped in the faction's colour. */
export function SharedListHeader({ list, pack, text, owner, totals, verdict }: SharedListHeaderProps) {
  const { t } = useBuilderTranslation();
  const { faction, size } = useListHeading(list, pack, text, totals.limit);
  return (
    <header
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
      style={{ borderTopColor: faction.accentColour, borderTopWidth: 4 }}
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-steel">
        <FactionEmblem factionId={faction.id} colour={faction.accentColour} />
        {t('shared.kicker', { faction: text.factionName(faction) })}
      </p>
      <h1 className="text-2xl break-words md:text-3xl">{list.name || t('list.untitled')}</h1>
      {owner ? <p className="text-sm text-steel">{t('shared.by', { name: displayName(owner) })}</p> : null}
      <p className="text-steel">
        {size}
        {list.tournament ? ` · ${t('list.tournament')}` : ''}
      </p>
      <TotalsSummary totals={totals} />
      <VerdictLine verdict={verdict} />
    </header>
  );
}
