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
