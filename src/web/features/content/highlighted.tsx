import { highlightSegments } from '../../../domain/content/search';
import type { Highlight } from '../../ui/rich-text';

/** Plain text with each match of the search marked. */
export function Highlighted({ text, highlight }: { text: string; highlight?: Highlight }) {
  if (!highlight) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, highlight.term, highlight.caseSensitive).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="search-hit rounded bg-gold px-0.5 text-night">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
