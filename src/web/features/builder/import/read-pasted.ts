import { codeFromLink } from '../../../../contracts/lists';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { importListText, type ImportOptions, type ImportResult } from '../../../../domain/army/import-text';
import { decodeShareCode, fromSharedList } from '../../../../domain/army/share-code';

export type PastedReading = { kind: 'share-code'; list: ArmyList } | { kind: 'text'; result: ImportResult } | null;

/**
 * What was pasted into the import box: a share link or code on a line of its own opens the list
 * it carries; anything else is read as a list written out as text.
 */
export function readPasted(text: string, pack: DataPack, options: ImportOptions): PastedReading {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/[\r\n]/u.test(trimmed)) {
    const decoded = decodeShareCode(codeFromLink(trimmed));
    if (decoded.ok) return { kind: 'share-code', list: fromSharedList(decoded.value, options) };
  }
  return { kind: 'text', result: importListText(text, pack, options) };
}
