import { describe, expect, it } from 'vitest';
import { dataPack } from '../../../../data';
import { createList } from '../../../../domain/army/army-list';
import { applyListCommand } from '../../../../domain/army/list-commands';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { listAsText } from './export-text';

function sampleList() {
  let list = {
    ...createList({ id: 'x', factionId: 'northern-tribes', now: '2026-11-01T00:00:00.000Z' }, dataPack),
    name: '<Raiders>',
  };
  for (const unitId of ['orc-hunters', 'orc-hunters', 'wrathmane', 'wisemane']) {
    const result = applyListCommand(list, { type: 'add-unit', unitId }, dataPack, list.updatedAt);
    if (result.ok) list = result.list;
  }
  const attached = applyListCommand(
    list,
    { type: 'attach', entryId: 'e2', targetEntryId: 'e1' },
    dataPack,
    list.updatedAt,
  );
  return attached.ok ? attached.list : list;
}

describe('listAsText', () => {
  it('writes the list in the chosen language, High Command first, joined characters indented', () => {
    const text = listAsText(sampleList(), dataPack, 'fr', i18n.getFixedT('fr', 'builder'));
    expect(text.split('\n')).toEqual([
      '<Raiders>',
      'Tribus du Nord · Partie standard (300 points)',
      '85 points · Commandement 2 · 4 unités',
      `Légale pour 300 points avec la version des données ${dataPack.version}`,
      '',
      // The High Command rides with one copy of the Orc Hunters, split off the other.
      '- Chasseurs orques (20 pts)',
      '    + Wrathmane (30 pts) [Haut commandement]',
      '- Chasseurs orques (20 pts)',
      '- Wisemane (15 pts)',
      '',
      `Fait avec Rookery · données des unités ${dataPack.version}`,
    ]);
  });

  it('names each problem of an illegal list under the verdict', () => {
    const crowded = applyListCommand(
      sampleList(),
      { type: 'add-unit', unitId: 'alborc' },
      dataPack,
      '2026-11-01T00:00:00.000Z',
    );
    if (!crowded.ok) throw new Error(crowded.rejection);
    const lines = listAsText(crowded.list, dataPack, 'en', i18n.getFixedT('en', 'builder')).split('\n');
    expect(lines.slice(3, 5)).toEqual([
      `Not legal: 1 problem at data version ${dataPack.version}`,
      '  ! The list has 2 High Command units; only 1 is allowed.',
    ]);
  });

  it('has English and Spanish too', () => {
    expect(listAsText(sampleList(), dataPack, 'en', i18n.getFixedT('en', 'builder'))).toContain(
      'Northern Tribes · Standard game (300 points)',
    );
    expect(listAsText(sampleList(), dataPack, 'es', i18n.getFixedT('es', 'builder'))).toContain(
      'Cazadores Orcos (20 pts)',
    );
  });
});
