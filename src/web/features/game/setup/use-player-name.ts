import { useEffect, useRef } from 'react';
import type { Player } from '../../../../domain/game/game-state';
import { gameTextDraft, useDraftText } from '../draft-text';

/**
 * A seat's name as typed, kept as a draft until it is confirmed (leaving the field or Enter).
 * Another device (or undo) changing the name shows the change; a seat that only now appears
 * keeps what was typed into it before a reload.
 */
export function usePlayerName(draftScope: string, seat: 1 | 2, player: Player | undefined, defaultName: string) {
  const nameField = `name-${seat}`;
  const [name, setName, settleName] = useDraftText(draftScope, nameField, player?.name ?? defaultName);

  const storedName = player?.name;
  const shownName = useRef(storedName);
  useEffect(() => {
    if (storedName === shownName.current) return;
    const appeared = shownName.current === undefined;
    shownName.current = storedName;
    if (storedName === undefined || (appeared && gameTextDraft.get(draftScope, nameField) !== null)) return;
    settleName(storedName);
  }, [storedName, settleName, draftScope, nameField]);

  return [name, setName, settleName] as const;
}
