/** An undo/redo history over immutable states. */
export interface History<State> {
  past: State[];
  present: State;
  future: State[];
  limit: number;
}

export function createHistory<State>(present: State, limit = 100): History<State> {
  return { past: [], present, future: [], limit };
}

/** Makes `next` the present; the old present can be undone, and the redo path is dropped. */
export function record<State>(history: History<State>, next: State): History<State> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present].slice(-history.limit);
  return { ...history, past, present: next, future: [] };
}

export function undo<State>(history: History<State>): History<State> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous as State,
    future: [history.present, ...history.future],
  };
}

export function redo<State>(history: History<State>): History<State> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present: next as State, future };
}
