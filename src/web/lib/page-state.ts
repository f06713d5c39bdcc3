import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the JSON the server puts in a page it rendered (data, not a script that runs). */
export const PAGE_STATE_ID = 'page-state';

/**
 * The data pack a page was drawn with, named instead of carried: the page preloads it from its
 * version's address (kept for good), so the page's own bytes stay small (issue 14).
 */
export interface PagePack {
  version: string;
  /** When the server read it, so the browser asks for a newer one when it would have. */
  updatedAt: number;
}

/** What the browser needs to take over a server-rendered page: the router's and the queries' state. */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
  dataPack?: PagePack;
}

/** Reads the page state, or null for a page the server did not render (the app shell). */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** The page state as text safe inside <script type="application/json"> (no "</script>", no "<!--"). */
export function serialisePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
