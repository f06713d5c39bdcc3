import { useEffect, useState } from 'react';

/** The current time as an ISO string, refreshed every `intervalMs` while `active`. */
export function useNow(active: boolean, intervalMs = 1000): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(new Date().toISOString()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
