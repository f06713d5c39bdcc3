import { describe, expect, it } from 'vitest';
import { makeList, makePack } from '../../../../../test/fixtures/army';
import { canAttachTo, joinHosts } from './join-hosts';

const pack = makePack();
const unit = (id: string) => pack.units.find((each) => each.id === id)!;

describe('joining a unit', () => {
  it('lets characters with Join and companions join, and nobody else', () => {
    expect(canAttachTo(unit('warlord'))).toBe(true);
    expect(canAttachTo(unit('coal'))).toBe(true);
    expect(canAttachTo(unit('orc-hunters'))).toBe(false);
  });

  it('offers the units a character can join that have a copy free', () => {
    const list = makeList([{ unitId: 'warlord' }, { unitId: 'orc-hunters' }, { unitId: 'ice-archers' }]);
    const [warlord] = list.entries;
    expect(joinHosts(list, warlord!, pack).map((each) => each.unitId)).toEqual(['orc-hunters']);
  });

  it('keeps the host joined now, and leaves out a host whose every copy has a character', () => {
    const list = makeList([{ unitId: 'warlord', attachedTo: 'e3' }, { unitId: 'wisemane' }, { unitId: 'orc-hunters' }]);
    const [warlord, wisemane] = list.entries;
    expect(joinHosts(list, warlord!, pack).map((each) => each.id)).toEqual(['e3']);
    expect(joinHosts(list, wisemane!, pack)).toEqual([]);
  });
});
