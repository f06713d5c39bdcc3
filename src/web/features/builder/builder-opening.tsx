import { useMemo } from 'react';
import type { DataPack } from '../../../domain/army/data-pack-schema';
import { Spinner } from '../../ui/spinner';
import { BuilderHeader } from './builder-header';
import { useBuilderTranslation } from './i18n';
import { packText } from './units/pack-text';

/**
 * The builder while it finds the list to open (the draft on this device, a saved list): its
 * heading and factions, as the server renders the page, so they paint before any script runs.
 * Nothing here can change a list, so nothing is saved over the draft before it is read. It is at
 * least a screen tall, like the workspace that replaces it: the footer stays below the fold
 * instead of showing and then being pushed away (a layout shift of 0.11 on phones, issue 14).
 */
export function BuilderOpening({ pack }: { pack: DataPack }) {
  const { t, language } = useBuilderTranslation();
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const faction = pack.factions[0]!;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-4 px-3 py-4 md:px-4 md:py-6">
      <BuilderHeader pack={pack} text={text} faction={faction} factionId={null} waiting onPick={() => {}} />
      <Spinner label={t('loading')} />
    </div>
  );
}
