import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { applyListCommand, type CommandResult, type ListCommand } from '../../../../domain/army/list-commands';
import { isListDirty } from '../../../../domain/army/list-draft';
import { createHistory, record, redo, undo, type History } from '../../../../domain/history';

interface BuilderState {
  history: History<ArmyList>;
  /** The list as last saved or loaded; the builder is "dirty" while the present differs. */
  saved: ArmyList | null;
  /** The present came from typing the name, so the next keystroke joins the same undo step. */
  typing: boolean;
}

/** Options of one command: `typing` folds a run of keystrokes into one undo step. */
export interface DispatchOptions {
  typing?: boolean;
}

export const nowIso = () => new Date().toISOString();

/** A list id: random, URL- and storage-key-safe. */
export function newListId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The list being edited, its undo/redo history, and the commands that change it. */
export function useArmyBuilder(pack: DataPack, initial: ArmyList, initialSaved: ArmyList | null) {
  const [state, setState] = useState<BuilderState>(() => ({
    history: createHistory(initial),
    saved: initialSaved,
    typing: false,
  }));
  const list = state.history.present;
  // The latest list, so that dispatch can stay the same function across edits (unit cards are
  // memoised on it) and still apply each command to the list on screen.
  const latest = useRef(list);
  latest.current = list;
  const getList = useCallback(() => latest.current, []);

  const dispatch = useCallback(
    (command: ListCommand, options: DispatchOptions = {}): CommandResult => {
      const result = applyListCommand(latest.current, command, pack, nowIso());
      if (result.ok) {
        latest.current = result.list;
        const typing = options.typing === true;
        setState((current) => ({
          ...current,
          history:
            typing && current.typing
              ? { ...current.history, present: result.list }
              : record(current.history, result.list),
          typing,
        }));
      }
      return result;
    },
    [pack],
  );

  /** Replaces the list (new, loaded, copied): history starts again. */
  const replace = useCallback((next: ArmyList, saved: boolean) => {
    setState({ history: createHistory(next), saved: saved ? next : null, typing: false });
  }, []);

  const markSaved = useCallback((savedList: ArmyList) => {
    setState((current) => ({
      history:
        current.history.present.id === savedList.id ? { ...current.history, present: savedList } : current.history,
      saved: savedList,
      typing: false,
    }));
  }, []);

  const canUndo = state.history.past.length > 0;
  const canRedo = state.history.future.length > 0;
  const doUndo = useCallback(
    () => setState((current) => ({ ...current, history: undo(current.history), typing: false })),
    [],
  );
  const doRedo = useCallback(
    () => setState((current) => ({ ...current, history: redo(current.history), typing: false })),
    [],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) doUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') doRedo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  const dirty = isListDirty(list, state.saved);
  return {
    list,
    getList,
    dispatch,
    replace,
    markSaved,
    undo: doUndo,
    redo: doRedo,
    canUndo,
    canRedo,
    dirty,
    saved: state.saved,
    isSaved: state.saved !== null,
  };
}
