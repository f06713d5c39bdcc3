import { useCallback, useState } from 'react';
import { draftText, gameTextDraftSchema, withDraftText } from '../../../domain/game/setup-draft';
import { createDraftStore } from '../../lib/drafts';
import type { GameSession } from './session';

/** The drafts' scope for the game on this device (an online game's is its id). */
export const LOCAL_SCOPE = 'local';

const store = createDraftStore('gameText', gameTextDraftSchema);

/**
 * Text typed into a game's fields and not sent yet (`draft_gameText`, issue 21): a name before
 * it is confirmed, a share code, a note. One game at a time.
 */
export const gameTextDraft = {
  get: (scope: string, field: string): string | null => draftText(store.read(), scope, field),
  set(scope: string, field: string, text: string | null): void {
    store.write(withDraftText(store.read(), scope, field, text));
  },
  /** Forgets every field of this game. */
  forget(scope: string): void {
    if (store.read()?.scope === scope) store.clear();
  },
};

export const draftScope = (session: GameSession): string =>
  session.mode === 'local' ? LOCAL_SCOPE : (session.online?.gameId ?? session.state.id);

/**
 * A text field's value, kept on this device at every keystroke until it is sent. `change` is for
 * typing; `settle` shows a value that is no longer a draft (sent, or changed elsewhere).
 */
export function useDraftText(scope: string, field: string, initial: string) {
  const [text, setText] = useState(() => gameTextDraft.get(scope, field) ?? initial);
  const change = useCallback(
    (next: string) => {
      setText(next);
      gameTextDraft.set(scope, field, next);
    },
    [scope, field],
  );
  const settle = useCallback(
    (next: string) => {
      setText(next);
      gameTextDraft.set(scope, field, null);
    },
    [scope, field],
  );
  return [text, change, settle] as const;
}
