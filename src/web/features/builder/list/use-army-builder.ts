import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { applyListCommand, type CommandResult, type ListCommand } from '../../../../domain/army/list-commands';
import { createHistory, record, redo, undo, type History } from '../../../../domain/history';

interface BuilderState {
  history: History<ArmyList>;
  /** The list as last saved or loaded; the builder is "dirty" while the present differs. */
  saved: ArmyList | null;
}

export const nowIso = () => new Date().toISOString();

/** A list id: random, URL- and storage-key-safe. */
export function newListId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The list being edited, its undo/redo history, and the commands that change it. */
export function useArmyBuilder(pack: DataPack, initial: ArmyList, initiallySaved: boolean) {
  const [state, setState] = useState<BuilderState>(() => ({
    history: createHistory(initial),
    saved: initiallySaved ? initial : null,
  }));
  const list = state.history.present;
  // The latest list, so that dispatch can stay the same function across edits (unit cards are
  // memoised on it) and still apply each command to the list on screen.
  const latest = useRef(list);
  latest.current = list;
  const getList = useCallback(() => latest.current, []);

  const dispatch = useCallback(
    (command: ListCommand): CommandResult => {
      const result = applyListCommand(latest.current, command, pack, nowIso());
      if (result.ok) {
        latest.current = result.list;
        setState((current) => ({ ...current, history: record(current.history, result.list) }));
      }
      return result;
    },
    [pack],
  );

  /** Replaces the list (new, loaded, copied): history starts again. */
  const replace = useCallback((next: ArmyList, saved: boolean) => {
    setState({ history: createHistory(next), saved: saved ? next : null });
  }, []);

  const markSaved = useCallback((savedList: ArmyList) => {
    setState((current) => ({
      history:
        current.history.present.id === savedList.id ? { ...current.history, present: savedList } : current.history,
      saved: savedList,
    }));
  }, []);

  const canUndo = state.history.past.length > 0;
  const canRedo = state.history.future.length > 0;
  const doUndo = useCallback(() => setState((current) => ({ ...current, history: undo(current.history) })), []);
  const doRedo = useCallback(() => setState((current) => ({ ...current, history: redo(current.history) })), []);

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

  const dirty = state.saved === null ? list.entries.length > 0 || list.name !== '' : !sameContent(state.saved, list);
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
    isSaved: state.saved !== null,
  };
}

function sameContent(a: ArmyList, b: ArmyList): boolean {
  const strip = ({ updatedAt: _u, dataVersion: _d, entries, ...rest }: ArmyList) => ({
    ...rest,
    entries: entries.map(({ savedPoints: _p, ...entry }) => entry),
  });
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
