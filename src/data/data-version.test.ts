import { describe, expect, it } from 'vitest';
import type { DataPackContent } from '../domain/army/data-pack-schema';
import { computeDataVersion, DATA_EPOCH, DATA_VERSION, dataPack } from './index';

const { version, ...content } = dataPack;

describe('data version', () => {
  it('is the epoch followed by a content hash, and is what the pack carries', () => {
    expect(DATA_VERSION).toMatch(new RegExp(`^${DATA_EPOCH.replace('.', '\\.')}-[0-9a-f]{8}$`));
    expect(version).toBe(DATA_VERSION);
    expect(computeDataVersion(structuredClone(content))).toBe(DATA_VERSION);
  });

  it("changes when any unit's points change", () => {
    const unchanged = content.units.filter((_, index) => {
      const copy: DataPackContent = structuredClone(content);
      const unit = copy.units[index];
      if (unit) unit.points += 5;
      return computeDataVersion(copy) === DATA_VERSION;
    });
    expect(unchanged.map((unit) => unit.id)).toEqual([]);
  });

  it('changes when a glossary text changes', () => {
    const copy: DataPackContent = structuredClone(content);
    const entry = copy.glossary[0];
    if (entry) entry.description.fr += ' ';
    expect(computeDataVersion(copy)).not.toBe(DATA_VERSION);
  });
});
