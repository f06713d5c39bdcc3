import type { ArmyList } from '../../../../domain/army/army-list';
import { encodeListShareCode } from '../../../../domain/army/share-code';

export const sharedListPath = (code: string) => `/shared-list/${code}`;
export const printPath = (code: string, courtesy = false) =>
  `/shared-list/${code}/print${courtesy ? '?courtesy=1' : ''}`;

/** The absolute link that opens this list for anyone, offline-capable (the code holds the list). */
export function shareUrl(list: ArmyList, origin = window.location.origin): string {
  return `${origin}${sharedListPath(encodeListShareCode(list))}`;
}
