import { z } from 'zod';

/**
 * Drafts: work kept on the device at every change (the list being built, what was typed into
 * game setup, a note not yet added), so that navigation, a reload, a crash or going offline
 * loses nothing (issue 21). A draft is one stored text: an envelope naming its format around
 * the value. Reading one never throws and never gives back half a value: anything that is not
 * a draft of the expected shape is reported as a problem, and the caller sets it aside.
 */
export const DRAFT_LIMITS = {
  /** Far above any real draft: a 120-entry list with its saved copy is about 30,000 characters. */
  maxChars: 200_000,
} as const;

/** Bumped when a draft's shape changes in a way older drafts cannot be read as. */
export const DRAFT_FORMAT = 1;

export type DraftProblem = 'too_large' | 'unreadable' | 'invalid';

export type DraftRead<Value> =
  { kind: 'none' } | { kind: 'ok'; value: Value } | { kind: 'set-aside'; problem: DraftProblem };

const envelopeSchema = z.strictObject({ format: z.literal(DRAFT_FORMAT), value: z.unknown() });

/** The stored text of a draft, or null when it would be too large to keep. */
export function serialiseDraft(value: unknown): string | null {
  const text = JSON.stringify({ format: DRAFT_FORMAT, value });
  return text.length > DRAFT_LIMITS.maxChars ? null : text;
}

/** Reads a stored draft: none, its value, or the reason it must be set aside. */
export function parseDraft<Value>(raw: string | null, schema: z.ZodType<Value>): DraftRead<Value> {
  if (raw === null) return { kind: 'none' };
  if (raw.length > DRAFT_LIMITS.maxChars) return { kind: 'set-aside', problem: 'too_large' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'set-aside', problem: 'unreadable' };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { kind: 'set-aside', problem: 'invalid' };
  const value = schema.safeParse(envelope.data.value);
  return value.success ? { kind: 'ok', value: value.data } : { kind: 'set-aside', problem: 'invalid' };
}
