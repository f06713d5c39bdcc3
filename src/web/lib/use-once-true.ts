import { useState } from 'react';

/** True from the first render where `value` is on: a part loaded for it stays after it clears what it read. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(false);
  if (value && !seen) setSeen(true);
  return seen || value;
}
