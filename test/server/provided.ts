import { inject, type ProvidedContext } from 'vitest';

/**
 * What the run's global setup provided under `key`, or undefined when this test file runs under a
 * project whose setup provides nothing (inject throws outside a run that provided it).
 */
export function provided<K extends keyof ProvidedContext>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}
