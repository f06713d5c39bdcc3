import { z } from 'zod';
import { gameStateSchema, idSchema, type GameState } from './game-state';

/**
 * Game setup kept on the device before the game itself is (spec §4 keeps a game only once it has
 * a mission and a player): names typed, factions and lists chosen, the roll-off. A seat named
 * from the signed-in account counts as nothing typed, so opening setup alone keeps nothing.
 */
export function hasSetupInput(state: GameState): boolean {
  if (state.currentPhase !== 'setup') return false;
  const chosen =
    state.mission !== null ||
    state.rollOffWinner !== null ||
    state.firstToDeployPlayerId !== null ||
    state.initialInitiativePlayerId !== null;
  return (
    chosen ||
    Object.values(state.players).some(
      (player) =>
        player.factionId !== null || player.list !== null || (player.userId === null && player.name.trim() !== ''),
    )
  );
}

export const setupDraftSchema = gameStateSchema.refine(hasSetupInput, { message: 'nothing-to-keep' });

export const TEXT_DRAFT_LIMITS = { fields: 12, length: 8000 } as const;

/**
 * Text typed into a game's fields and not yet sent (a player's name before it is confirmed, a
 * share code, a note), for one game at a time: `scope` is the game (or `local` for the game on
 * this device), and a draft for another game starts empty.
 */
export const gameTextDraftSchema = z.strictObject({
  scope: idSchema,
  fields: z
    .record(z.string().regex(/^[a-z0-9-]{1,32}$/), z.string().max(TEXT_DRAFT_LIMITS.length))
    .refine((fields) => Object.keys(fields).length <= TEXT_DRAFT_LIMITS.fields, { message: 'too-many-fields' }),
});
export type GameTextDraft = z.infer<typeof gameTextDraftSchema>;

/** The text kept for one field of this game, or null. */
export function draftText(draft: GameTextDraft | null, scope: string, field: string): string | null {
  if (!draft || draft.scope !== scope) return null;
  return Object.hasOwn(draft.fields, field) ? draft.fields[field]! : null;
}

/**
 * The draft with one field's text kept (null forgets it). Text for another game is dropped;
 * text beyond the limits is not kept, and the draft comes back unchanged.
 */
export function withDraftText(
  draft: GameTextDraft | null,
  scope: string,
  field: string,
  text: string | null,
): GameTextDraft {
  const fields = draft && draft.scope === scope ? { ...draft.fields } : {};
  if (text === null) delete fields[field];
  else fields[field] = text;
  const next = { scope, fields };
  if (gameTextDraftSchema.safeParse(next).success) return next;
  return draft && draft.scope === scope ? draft : { scope, fields: {} };
}
