import type { ArmyRules } from '../domain/army/data-pack-schema';

/**
 * How armies are put together. The game sizes and the severity of each rule are our reading
 * of the army-building rules; docs/decisions/0005-army-building-rules.md says what each rests
 * on. Rules we could not confirm against a published source are warnings, not errors, except
 * the missing High Command, which issue 4 states outright (see the record's amendment).
 */
export const armyRules: ArmyRules = {
  gameSizes: [
    { id: 'small', name: { en: 'Small game', es: 'Partida pequeña', fr: 'Petite partie' }, points: 200 },
    { id: 'standard', name: { en: 'Standard game', es: 'Partida estándar', fr: 'Partie standard' }, points: 300 },
    { id: 'large', name: { en: 'Large game', es: 'Partida grande', fr: 'Grande partie' }, points: 450 },
  ],
  defaultGameSizeId: 'standard',
  severities: {
    'points.over_limit': 'error',
    'game_size.unknown': 'error',
    'high_command.missing': 'error',
    'high_command.too_many': 'error',
    'avb.exceeded': 'error',
    'companion.without_host': 'error',
    'join.cannot_join': 'error',
    'join.target_missing': 'error',
    'join.target_attached': 'error',
    'join.not_allowed': 'error',
    'join.target_character': 'error',
    'join.host_full': 'error',
    'tournament.illegal_unit': 'error',
    'faction.foreign_unit': 'error',
    'unit.unknown': 'error',
    'unit.points_changed': 'warning',
    'data.version_changed': 'warning',
  },
};
