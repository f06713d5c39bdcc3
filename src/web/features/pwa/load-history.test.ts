import { describe, expect, it } from 'vitest';
import { appStorage } from '../../lib/storage';
import { firstInteraction, LOAD_HISTORY_KEY, readLoadHistory } from './load-history';

describe('load history', () => {
  it('reads the kept load times, ignoring anything that is not one', () => {
    expect(readLoadHistory()).toEqual([]);
    appStorage.setJson(LOAD_HISTORY_KEY, [1200, 'slow', null, 3400]);
    expect(readLoadHistory()).toEqual([1200, 3400]);
    appStorage.setJson(LOAD_HISTORY_KEY, { last: 1200 });
    expect(readLoadHistory()).toEqual([]);
  });

  it('waits for the first key press or tap', async () => {
    let done = false;
    const waiting = firstInteraction().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await waiting;
    expect(done).toBe(true);
  });
});
