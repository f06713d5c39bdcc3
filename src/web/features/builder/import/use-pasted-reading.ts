import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DataPack, FactionId } from '../../../../domain/army/data-pack-schema';
import { useBuilderTranslation } from '../i18n';
import { newListId, nowIso } from '../list/use-army-builder';
import { importOptions } from './import-options';
import { readPasted, type PastedReading } from './read-pasted';

/** How long typing has to pause before the text is read again. */
export const READ_PAUSE_MS = 300;

/**
 * The text in the import box and what it reads as. A long list takes a moment to read, so typed
 * text is read once typing pauses, while a paste, a drop or an emptied box is read at once.
 * `readNow` reads the text as it is this moment, for a button pressed before the pause is over.
 */
export function usePastedReading(pack: DataPack, factionId: FactionId) {
  const { i18n } = useBuilderTranslation();
  const [source, setSource] = useState('');
  // The text the reading on screen comes from; it trails `source` while the player types.
  const [shown, setShown] = useState('');

  useEffect(() => {
    if (shown === source) return;
    const timer = window.setTimeout(() => setShown(source), READ_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [source, shown]);

  const read = useCallback(
    (text: string) =>
      readPasted(text, pack, importOptions(i18n, { id: newListId(), now: nowIso(), fallbackFaction: factionId })),
    [pack, i18n, factionId],
  );
  const reading = useMemo(() => read(shown), [read, shown]);

  return {
    source,
    reading,
    /** The text changed: read it at once (`atOnce`) or when typing pauses. */
    edit: (text: string, atOnce: boolean) => {
      setSource(text);
      if (atOnce || !text.trim()) setShown(text);
    },
    /** What the text in the box reads as now: the reading on screen, or a fresh one when it trails. */
    readNow: (): PastedReading => (shown === source ? reading : read(source)),
    /** Shows the reading of the text in the box without waiting for the pause. */
    showNow: () => setShown(source),
    clear: () => {
      setSource('');
      setShown('');
    },
  };
}

/** The list a reading would create, if any. */
export function listOf(reading: PastedReading) {
  if (reading?.kind === 'share-code') return reading.list;
  return reading?.result.ok ? reading.result.list : null;
}
