/**
 * Why a command was refused. The state is unchanged; the web app turns the code (and its
 * params) into words through i18n (`game:rejection.<code>`), the API sends it as is.
 */
export const REJECTIONS = {
  /** The command does not apply in the current phase (e.g. scoring before deployment). */
  wrongPhase: 'phase.not_allowed',
  samePhase: 'phase.unchanged',
  unknownPlayer: 'player.unknown',
  tooManyPlayers: 'player.limit',
  seatTaken: 'player.seat_taken',
  unknownUnit: 'unit.unknown',
  unitTaken: 'unit.duplicate',
  unitOfOtherPlayer: 'unit.other_player',
  unitDestroyed: 'unit.destroyed',
  unitAlreadyActivated: 'unit.already_activated',
  badAttachment: 'unit.bad_attachment',
  negativeScore: 'score.negative',
  scoreTooHigh: 'score.too_high',
  tooManyObjectives: 'objective.limit',
  noTurn: 'turn.unknown',
  turnNotCurrent: 'turn.not_current',
  turnCompleted: 'turn.completed',
  turnOutOfOrder: 'turn.out_of_order',
  previousTurnOpen: 'turn.previous_not_completed',
  activationLimit: 'activation.limit_reached',
  noPlayers: 'game.no_players',
  emptyNote: 'note.empty',
  noteTooLong: 'note.too_long',
  nothingToUndo: 'undo.nothing',
  sameGameId: 'game.same_id',
  duplicateCommand: 'command.duplicate',
} as const;
export type RejectionCode = (typeof REJECTIONS)[keyof typeof REJECTIONS];

export interface Rejection {
  code: RejectionCode;
  params: Record<string, string | number>;
}
