/**
 * A fixed-window counter per key, kept in memory. Each instance limits its own traffic;
 * e-mail limits, which must hold across instances, count requests in the database instead
 * (takeMailAllowance).
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = Date.now();
  return {
    /** Counts one request; false when the key is over its limit for this window. */
    take(key: string, now = Date.now()): boolean {
      if (now - lastSweep > windowMs) {
        for (const [entryKey, entry] of windows) if (now - entry.startedAt >= windowMs) windows.delete(entryKey);
        lastSweep = now;
      }
      const entry = windows.get(key);
      if (!entry || now - entry.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return true;
      }
      entry.count += 1;
      return entry.count <= limit;
    },
  };
}
