import './zod-config';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

describe('zod settings', () => {
  it('puts zod in jitless mode before any schema is built', () => {
    expect(config().jitless).toBe(true);
  });
});
