import type { TFunction } from 'i18next';
import { MAX_CHECKED_LISTS, type CheckedList } from '../../../../contracts/lists';
import { factions } from '../../../../data/factions';
import { normaliseLanguage } from '../../../../domain/i18n/language';
import { errorCount } from '../share/verdict';
import type { CheckRow } from './check-csv';

/** The pasted text as links, one a line, blank lines left out. */
export function pastedLinks(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Why the pasted links cannot be checked (none, or more than the server takes), or null. */
export function pastedProblem(
  links: readonly string[],
): { key: 'check.empty' } | { key: 'check.tooMany'; count: number; limit: number } | null {
  if (links.length === 0) return { key: 'check.empty' };
  if (links.length > MAX_CHECKED_LISTS) return { key: 'check.tooMany', count: links.length, limit: MAX_CHECKED_LISTS };
  return null;
}

/** How many of the checked lists are legal. */
export function legalCount(items: readonly CheckedList[]): number {
  return items.filter((item) => item.status === 'ok' && item.verdict.legal).length;
}

/** The rows as downloaded: each list's address made whole, so it opens from a spreadsheet. */
export function withOrigin(rows: readonly CheckRow[], origin: string): CheckRow[] {
  return rows.map((row) => ({ ...row, link: row.link ? `${origin}${row.link}` : '' }));
}

/** One checked list as a row of the table: what was pasted and why it failed, or its verdict. */
export function rowOf(item: CheckedList, t: TFunction<'builder'>, language: string): CheckRow {
  if (item.status !== 'ok') {
    return {
      who: item.link,
      faction: '',
      points: '',
      gameSize: '',
      legal: t(item.status === 'unknown' ? 'check.unknown' : 'check.broken'),
      issues: '',
      link: '',
    };
  }
  const faction = factions.find((entry) => entry.id === item.factionId);
  const lang = normaliseLanguage(language);
  return {
    who: item.player ?? (item.name || t('list.untitled')),
    faction: faction ? (faction.name[lang] ?? faction.name.en) : item.factionId,
    points: String(item.points),
    gameSize: item.gameSize === null ? '?' : String(item.gameSize),
    legal: t(item.verdict.legal ? 'check.legal' : 'check.illegal'),
    issues: String(errorCount(item.verdict)),
    link: `/shared-list/${encodeURIComponent(item.code)}`,
  };
}
