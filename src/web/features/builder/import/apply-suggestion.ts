import type { Unmatched } from './import-report';
import type { PastedReading } from './read-pasted';

/** The text with one line's name (`[start, end)` in line `line`, 1-based) replaced by `name`. */
export function replaceLineName(text: string, line: number, start: number, end: number, name: string): string {
  // Split keeping the line breaks, so the rest of the text comes back as pasted.
  const parts = text.split(/(\r\n|\r|\n)/u);
  const at = (line - 1) * 2;
  const row = parts[at];
  if (row === undefined) return text;
  parts[at] = `${row.slice(0, start)}${name}${row.slice(end)}`;
  return parts.join('');
}

/**
 * The text with a suggestion taken, found again in the reading of the text as it is now: the
 * suggestion clicked may come from a reading of a few keystrokes ago. Null when that line no
 * longer offers the same name.
 */
export function takeSuggestion(text: string, reading: PastedReading, clicked: Unmatched): string | null {
  const lines = reading?.kind === 'text' && reading.result.ok ? reading.result.lines : [];
  const line = lines.find((candidate) => candidate.line === clicked.line);
  if (line?.kind !== 'unmatched' || !line.suggestion || line.suggestion.name !== clicked.suggestion?.name) return null;
  return replaceLineName(text, line.line, line.nameStart, line.nameEnd, line.suggestion.name);
}
