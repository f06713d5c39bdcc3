import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DRAFT_FORMAT, DRAFT_LIMITS, parseDraft, serialiseDraft } from './drafts';

const schema = z.strictObject({ name: z.string().max(10) });

describe('drafts', () => {
  it('round-trips a value through its stored text', () => {
    const text = serialiseDraft({ name: 'Raiders' });
    expect(JSON.parse(text!)).toEqual({ format: DRAFT_FORMAT, value: { name: 'Raiders' } });
    expect(parseDraft(text, schema)).toEqual({ kind: 'ok', value: { name: 'Raiders' } });
  });

  it('reads nothing stored as no draft', () => {
    expect(parseDraft(null, schema)).toEqual({ kind: 'none' });
  });

  it('sets aside text that is not JSON, a foreign shape, another format or a value that does not fit', () => {
    expect(parseDraft('{"format":1,"value":', schema)).toEqual({ kind: 'set-aside', problem: 'unreadable' });
    expect(parseDraft('"just text"', schema)).toEqual({ kind: 'set-aside', problem: 'invalid' });
    expect(parseDraft(JSON.stringify({ format: 99, value: { name: 'x' } }), schema)).toMatchObject({
      kind: 'set-aside',
      problem: 'invalid',
    });
    expect(parseDraft(JSON.stringify({ format: 1, value: { name: 'far too long a name' } }), schema)).toEqual({
      kind: 'set-aside',
      problem: 'invalid',
    });
  });

  it('sets aside an oversized draft without parsing it, and refuses to write one', () => {
    const huge = JSON.stringify({ format: 1, value: { name: 'x', pad: 'y'.repeat(DRAFT_LIMITS.maxChars) } });
    expect(parseDraft(huge, z.unknown())).toEqual({ kind: 'set-aside', problem: 'too_large' });
    expect(serialiseDraft({ pad: 'y'.repeat(DRAFT_LIMITS.maxChars) })).toBeNull();
  });
});
