import type { FactionId } from '../../../domain/army/data-pack-schema';
import { factions } from '../../../data/factions';

/**
 * The faction emblems drawn for Rookery (no official art; the same shapes as the army builder's),
 * as avatar images: the emblem in its faction's accent colour on the app's dark background.
 */
const SHAPES: Record<FactionId, string> = {
  'northern-tribes': `<g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round">
    <path d="M16 3v26M4.7 9.5l22.6 13M4.7 22.5l22.6-13"/><path d="M12.5 5.5 16 8.5l3.5-3M12.5 26.5l3.5-3 3.5 3"/></g>`,
  'hegemony-of-embersig': `<g><circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" stroke-width="2.5"/>
    <path d="M16 7c3 4 6 6.5 6 11a6 6 0 0 1-12 0c0-2.5 1.3-4 3-5.5 0 2 1 3.5 2.5 3.5C15 13 14 10 16 7z" fill="currentColor"/></g>`,
  'scions-of-yaldabaoth': `<g><path d="M3 17c4-6 8.5-8.5 13-8.5S25 11 29 17c-4 6-8.5 8.5-13 8.5S7 23 3 17z" fill="none" stroke="currentColor" stroke-width="2.5"/>
    <circle cx="16" cy="17" r="4" fill="currentColor"/><path d="M9 5.5c4.5-2.5 9.5-2.5 14 0" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></g>`,
  syenann: `<g><path d="M16 3c7 5 10 11 8 18-1.5 5-5 7.5-8 8-3-.5-6.5-3-8-8C6 14 9 8 16 3z" fill="currentColor"/>
    <path d="M16 8v21M16 15l-4-3M16 20l5-4M16 24l-4-3" fill="none" stroke="#14110f" stroke-width="1.6" stroke-linecap="round"/></g>`,
};

export function factionEmblemSvg(factionId: FactionId): string {
  const colour = factions.find((faction) => faction.id === factionId)?.accentColour ?? '#d9b45a';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 48 48" width="192" height="192" style="color:${colour}">
  <rect x="-8" y="-8" width="48" height="48" fill="#1f1b18"/>
  ${SHAPES[factionId]}
</svg>
`;
}
