import type { FactionId } from '../../../../domain/army/data-pack-schema';

/** Simple emblems drawn for Rookery (no official art), one per faction, in its accent colour. */
const SHAPES: Record<FactionId, React.ReactNode> = {
  // A six-armed frost star for the Northern Tribes.
  'northern-tribes': (
    <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
      <path d="M16 3v26M4.7 9.5l22.6 13M4.7 22.5l22.6-13" />
      <path d="M12.5 5.5 16 8.5l3.5-3M12.5 26.5l3.5-3 3.5 3" />
    </g>
  ),
  // An ember in a ring for the Hegemony of Embersig.
  'hegemony-of-embersig': (
    <g>
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path
        d="M16 7c3 4 6 6.5 6 11a6 6 0 0 1-12 0c0-2.5 1.3-4 3-5.5 0 2 1 3.5 2.5 3.5C15 13 14 10 16 7z"
        fill="currentColor"
      />
    </g>
  ),
  // A watching eye under a crescent for the Scions of Yaldabaoth.
  'scions-of-yaldabaoth': (
    <g>
      <path
        d="M3 17c4-6 8.5-8.5 13-8.5S25 11 29 17c-4 6-8.5 8.5-13 8.5S7 23 3 17z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <circle cx="16" cy="17" r="4" fill="currentColor" />
      <path d="M9 5.5c4.5-2.5 9.5-2.5 14 0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  // A leaf with its veins for the Sÿenann.
  syenann: (
    <g>
      <path d="M16 3c7 5 10 11 8 18-1.5 5-5 7.5-8 8-3-.5-6.5-3-8-8C6 14 9 8 16 3z" fill="currentColor" />
      <path
        d="M16 8v21M16 15l-4-3M16 20l5-4M16 24l-4-3"
        fill="none"
        stroke="#14110f"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </g>
  ),
};

export function FactionEmblem({
  factionId,
  colour,
  className = 'size-6',
}: {
  factionId: FactionId;
  colour: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 32 32" className={className} style={{ color: colour }} aria-hidden="true" focusable="false">
      {SHAPES[factionId]}
    </svg>
  );
}
