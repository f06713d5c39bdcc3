/** The cells and headings of the report's tables. */
export const cellClass = 'border-b border-line px-3 py-2 align-top';
export const headClass = 'border-b border-line px-3 py-2 text-left text-sm font-semibold text-steel';
