import type { ReactNode } from 'react';
import type { DataPack, Faction, FactionId } from '../../../domain/army/data-pack-schema';
import { FactionPicker } from './faction-picker';
import { useBuilderTranslation } from './i18n';
import { FactionEmblem } from './units/faction-emblem';
import type { PackText } from './units/pack-text';

interface BuilderHeaderProps {
  pack: DataPack;
  text: PackText;
  /** The list's faction, whose colour tops the header. */
  faction: Faction;
  /** The faction chosen, or none while the list is still being found. */
  factionId: FactionId | null;
  onPick: (factionId: FactionId) => void;
  /** While the list is being found: no toolbar yet (the row keeps its height) and no faction can be picked. */
  waiting?: boolean;
  /** The toolbar beside the title. */
  children?: ReactNode;
}

/** The builder's title in the faction's colour, its toolbar, and the faction to build for. */
export function BuilderHeader({
  pack,
  text,
  faction,
  factionId,
  onPick,
  waiting = false,
  children,
}: BuilderHeaderProps) {
  const { t } = useBuilderTranslation();
  return (
    <header
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 md:p-4"
      style={{ borderTopColor: faction.accentColour, borderTopWidth: 4 }}
    >
      <div
        className={
          waiting
            ? 'flex min-h-11 flex-wrap items-center justify-between gap-2'
            : 'flex flex-wrap items-center justify-between gap-2'
        }
      >
        <h1 className="flex items-center gap-2 text-2xl md:text-3xl">
          <FactionEmblem factionId={faction.id} colour={faction.accentColour} className="size-8" />
          {t('title')}
        </h1>
        {children}
      </div>
      <FactionPicker pack={pack} text={text} value={factionId} disabled={waiting} onPick={onPick} />
    </header>
  );
}
