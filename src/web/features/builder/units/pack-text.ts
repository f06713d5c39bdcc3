import type { TFunction } from 'i18next';
import { localise } from '../../../../domain/army/data-pack-values';
import type {
  DataPack,
  Faction,
  GlossaryKind,
  Keyword,
  Language,
  Unit,
} from '../../../../domain/army/data-pack-schema';
import type { ValidationIssue } from '../../../../domain/army/issues';

/** Words from the pack in the reader's language (English where no translation is known). */
export function packText(pack: DataPack, language: Language) {
  const units = new Map(pack.units.map((unit) => [unit.id, unit]));
  const glossary = new Map(pack.glossary.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  const factions = new Map(pack.factions.map((faction) => [faction.id, faction]));
  const term = (kind: GlossaryKind, id: string) => glossary.get(`${kind}:${id}`);
  return {
    unitName: (unitOrId: Unit | string) => {
      const unit = typeof unitOrId === 'string' ? units.get(unitOrId) : unitOrId;
      return unit ? localise(unit.name, language) : String(unitOrId);
    },
    factionName: (factionOrId: Faction | string) => {
      const faction = typeof factionOrId === 'string' ? factions.get(factionOrId as Faction['id']) : factionOrId;
      return faction ? localise(faction.name, language) : String(factionOrId);
    },
    termName: (kind: GlossaryKind, id: string) => {
      const entry = term(kind, id);
      return entry ? localise(entry.name, language) : id;
    },
    termDescription: (kind: GlossaryKind, id: string) => term(kind, id)?.description[language] ?? null,
    keywordLabel: (kind: GlossaryKind, keyword: Keyword) => {
      const entry = term(kind, keyword.id);
      const name = entry ? localise(entry.name, language) : keyword.id;
      return keyword.params ? `${name} (${keyword.params.join(', ')})` : name;
    },
    gameSizeName: (presetId: string) => {
      const preset = pack.armyRules.gameSizes.find((size) => size.id === presetId);
      return preset ? localise(preset.name, language) : presetId;
    },
  };
}
export type PackText = ReturnType<typeof packText>;

/** Issue params with unit and faction ids turned into names, ready for the translation. */
export function issueMessage(t: TFunction<'builder'>, issue: ValidationIssue, text: PackText): string {
  const params: Record<string, string | number> = { ...issue.params };
  for (const key of ['unitId', 'targetUnitId', 'hostId'] as const) {
    const value = params[key];
    if (typeof value === 'string') params[key.replace(/Id$/, '')] = text.unitName(value);
  }
  if (typeof params.factionId === 'string') params.faction = text.factionName(params.factionId);
  if (typeof params.presetId === 'string') params.preset = params.presetId;
  return t(`issues.${issue.code}`, params);
}
