import type { TFunction } from 'i18next';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack, Language } from '../../../../domain/army/data-pack-schema';
import { displayOrder } from '../../../../domain/army/list-commands';
import { indexPack } from '../../../../domain/army/pack-index';
import { listTotals, listVerdict } from '../../../../domain/army/validate-list';
import { issueMessage, packText } from '../units/pack-text';
import { verdictLine } from './verdict';

/**
 * The list as plain text in `language` (`t` fixed to that language): a heading, the totals, the
 * verdict ("Legal for 300 points at data version X", or each problem), one line per unit with
 * joined characters indented. Plain text cannot carry markup, so user
 * text needs no escaping here; views that show it rely on React's escaping.
 */
export function listAsText(list: ArmyList, pack: DataPack, language: Language, t: TFunction<'builder'>): string {
  const text = packText(pack, language);
  const { unitsById } = indexPack(pack);
  const totals = listTotals(list, pack);
  const size =
    list.gameSize.kind === 'preset'
      ? t('list.gameSizeOption', { name: text.gameSizeName(list.gameSize.presetId), points: totals.limit ?? '?' })
      : t('export.customSize', { points: list.gameSize.points });
  const lines = [
    list.name || t('list.untitled'),
    [text.factionName(list.factionId), size, list.tournament ? t('list.tournament') : null].filter(Boolean).join(' · '),
    t('export.totals', { points: totals.points, command: totals.command, units: totals.units }),
  ];
  const verdict = listVerdict(list, pack);
  lines.push(verdictLine(t, verdict));
  for (const issue of verdict.issues) if (issue.severity === 'error') lines.push(`  ! ${issueMessage(t, issue, text)}`);
  lines.push('');
  for (const { entry, depth } of displayOrder(list, pack)) {
    const unit = unitsById.get(entry.unitId);
    const quantity = entry.quantity > 1 ? ` ×${entry.quantity}` : '';
    const points = unit ? t('export.points', { points: unit.points * entry.quantity }) : t('list.unknownUnit');
    const badge = unit?.highCommand ? ` [${t('unit.highCommand')}]` : '';
    lines.push(`${depth ? '    + ' : '- '}${text.unitName(entry.unitId)}${quantity} (${points})${badge}`);
  }
  lines.push('', t('export.footer', { version: list.dataVersion }));
  return lines.join('\n');
}
