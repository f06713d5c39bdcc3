/**
 * Every problem list validation can report. Codes are stable (saved lists, share links and
 * translations refer to them); the web app turns each into words through i18n
 * (`builder:issues.<code>`), never the domain.
 */
export const ISSUE_CODES = {
  pointsOverLimit: 'points.over_limit',
  gameSizeUnknown: 'game_size.unknown',
  highCommandMissing: 'high_command.missing',
  highCommandTooMany: 'high_command.too_many',
  avbExceeded: 'avb.exceeded',
  companionWithoutHost: 'companion.without_host',
  joinCannotJoin: 'join.cannot_join',
  joinTargetMissing: 'join.target_missing',
  joinTargetAttached: 'join.target_attached',
  joinNotAllowed: 'join.not_allowed',
  joinTargetCharacter: 'join.target_character',
  joinHostFull: 'join.host_full',
  tournamentIllegalUnit: 'tournament.illegal_unit',
  factionForeignUnit: 'faction.foreign_unit',
  unitUnknown: 'unit.unknown',
  unitPointsChanged: 'unit.points_changed',
  dataVersionChanged: 'data.version_changed',
} as const;
export type IssueCode = (typeof ISSUE_CODES)[keyof typeof ISSUE_CODES];
export const ISSUE_CODE_LIST = Object.values(ISSUE_CODES) as [IssueCode, ...IssueCode[]];

/** `off` lets an erratum switch a rule off without a code change. */
export const RULE_SEVERITIES = ['error', 'warning', 'off'] as const;
export type RuleSeverity = (typeof RULE_SEVERITIES)[number];
export type IssueSeverity = Exclude<RuleSeverity, 'off'>;

/** Parameters are plain values the translation interpolates (unit ids are turned into names there). */
export type IssueParams = Record<string, string | number>;

export interface ValidationIssue {
  code: IssueCode;
  severity: IssueSeverity;
  unitId?: string;
  entryId?: string;
  params: IssueParams;
}

/**
 * Used when a data pack does not say. Rules we could confirm (or that follow from the data's
 * own meaning) are errors; rules we could not confirm are warnings, except a missing High
 * Command. See docs/decisions/0005-army-building-rules.md and its amendment.
 */
export const DEFAULT_SEVERITIES: Record<IssueCode, RuleSeverity> = {
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
};
