import { createContext, useContext, type ReactNode } from 'react';

/** One thing a view shows (a card, an entry, a section): what kind it is, its id and its name. */
export interface ItemRef {
  kind: string;
  id: string;
  title: string;
}

/** What the surrounding view knows about its items: the version of the data shown, and something the reader may attach. */
export interface ItemScope {
  version?: string;
  attachment?: () => string | null;
}

type RenderActions = (item: ItemRef, compact: boolean) => ReactNode;

const ActionsContext = createContext<RenderActions | null>(null);
const ScopeContext = createContext<ItemScope>({});

/**
 * A slot for actions on the items of a view: a view marks where they go with <ItemActions>, and
 * the page that shows the view decides what fills it. Without a provider the slot stays empty.
 */
export const ItemActionsProvider = ActionsContext.Provider;
export const ItemScopeProvider = ScopeContext.Provider;
export const useItemScope = () => useContext(ScopeContext);

export function ItemActions({ item, compact = false }: { item: ItemRef; compact?: boolean }) {
  const render = useContext(ActionsContext);
  return render ? <>{render(item, compact)}</> : null;
}
