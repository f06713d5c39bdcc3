import type { DataPack, DataPackContent } from '../domain/army/data-pack-schema';
import { contentHash } from '../domain/army/hash';
import { armyRules } from './army-rules';
import { corrections } from './corrections';
import { factions } from './factions';
import { glossary } from './glossary';
import { hegemonyOfEmbersigUnits } from './units/hegemony-of-embersig';
import { northernTribesUnits } from './units/northern-tribes';
import { scionsOfYaldabaothUnits } from './units/scions-of-yaldabaoth';
import { syenannUnits } from './units/syenann';

/** Bump by hand for a new release line; the hash part follows the content by itself. */
export const DATA_EPOCH = '2026.11';

/** `<epoch>-<8 hex digits>`: the hash covers all content, so any change gives a new version. */
export function computeDataVersion(content: DataPackContent): string {
  return `${DATA_EPOCH}-${contentHash(content)}`;
}

const content: DataPackContent = {
  factions,
  units: [...northernTribesUnits, ...hegemonyOfEmbersigUnits, ...scionsOfYaldabaothUnits, ...syenannUnits],
  glossary,
  corrections,
  armyRules,
};

export const DATA_VERSION = computeDataVersion(content);

/** The whole pack, not validated here: the tests parse it with `dataPackSchema`. */
export const dataPack: DataPack = { version: DATA_VERSION, ...content };
