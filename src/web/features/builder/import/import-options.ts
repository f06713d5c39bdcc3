import type { i18n as I18n } from 'i18next';
import type { FactionId } from '../../../../domain/army/data-pack-schema';
import type { ImportOptions } from '../../../../domain/army/import-text';
import { LANGUAGES } from '../../../../domain/i18n/language';

/** What our own export writes for a list without a name, in every language we export in. */
export function untitledNames(i18n: I18n): string[] {
  return LANGUAGES.map((language) => i18n.getFixedT(language, 'builder')('list.untitled'));
}

/** Options for reading pasted text into a new list. */
export function importOptions(
  i18n: I18n,
  meta: { id: string; now: string; fallbackFaction: FactionId },
): ImportOptions {
  return { ...meta, untitledNames: untitledNames(i18n) };
}
