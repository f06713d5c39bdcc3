import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DRAFT_LIMITS } from '../../domain/drafts';
import { createDraftStore, useSetAsideDraft } from './drafts';

const schema = z.strictObject({ note: z.string() });

/** jsdom's Blob has no text(): read it the older way. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('drafts on this device', () => {
  it('keeps a value under the prefixed draft key and reads it back', () => {
    const store = createDraftStore('sample', schema);
    expect(store.read()).toBeNull();
    expect(store.write({ note: 'Fog on the ford' })).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('prod_draft_sample')!)).toEqual({
      format: 1,
      value: { note: 'Fog on the ford' },
    });
    expect(store.read()).toEqual({ note: 'Fog on the ford' });
    store.clear();
    expect(window.localStorage.getItem('prod_draft_sample')).toBeNull();
  });

  it('moves a damaged or oversized draft aside, keeping its text, and reads nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createDraftStore('sample', schema);
    window.localStorage.setItem('prod_draft_sample', '{"format":1,"value":{"note":4}}');
    expect(store.read()).toBeNull();
    expect(window.localStorage.getItem('prod_draft_sample')).toBeNull();
    expect(window.localStorage.getItem('prod_draft_sample_setAside')).toBe('{"format":1,"value":{"note":4}}');

    const huge = 'x'.repeat(DRAFT_LIMITS.maxChars + 1);
    window.localStorage.setItem('prod_draft_sample', huge);
    expect(store.read()).toBeNull();
    expect(window.localStorage.getItem('prod_draft_sample_setAside')).toBe(huge);
    expect(warn).toHaveBeenCalledWith('Set aside the sample draft: too_large');
  });

  it('refuses to keep a value too large to read back, and drops the older one', () => {
    const store = createDraftStore('sample', schema);
    store.write({ note: 'old' });
    expect(store.write({ note: 'x'.repeat(DRAFT_LIMITS.maxChars) })).toBe(false);
    expect(window.localStorage.getItem('prod_draft_sample')).toBeNull();
  });

  it('offers a set-aside draft for download as its raw text, and discards it', async () => {
    window.localStorage.setItem('prod_draft_sample_setAside', 'not json {');
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:draft';
    });
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('rookery-sample-draft.txt');
    });
    const { result } = renderHook(() => useSetAsideDraft(['other', 'sample']));
    expect(result.current.name).toBe('sample');
    act(() => result.current.download());
    expect(click).toHaveBeenCalledOnce();
    expect(await textOf(blobs[0]!)).toBe('not json {');
    await act(async () => {
      result.current.discard();
      await Promise.resolve();
    });
    expect(result.current.name).toBeNull();
    expect(window.localStorage.getItem('prod_draft_sample_setAside')).toBeNull();
  });
});
