/** One row of the organiser's table, as it is shown and as it is downloaded. */
export interface CheckRow {
  /** The player, else the list's name, else what was pasted. */
  who: string;
  faction: string;
  points: string;
  gameSize: string;
  legal: string;
  issues: string;
  /** The address the list opens at, or '' when there is none. */
  link: string;
}

/**
 * A cell as CSV: quoted when it holds a separator, quote or line break; a cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, return) is prefixed with an apostrophe.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The table as CSV (RFC 4180, CRLF line ends), headings first. */
export function checkCsv(headings: readonly string[], rows: readonly CheckRow[]): string {
  const lines = [headings.map(cell).join(',')];
  for (const row of rows) {
    lines.push([row.who, row.legal, row.issues, row.points, row.gameSize, row.faction, row.link].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
