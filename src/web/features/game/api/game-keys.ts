/** Query keys of the games API; invalidate with these, never with literals. */
export const gameKeys = {
  all: ['games'] as const,
  mine: (userId: string | null) => ['games', 'mine', userId] as const,
};
