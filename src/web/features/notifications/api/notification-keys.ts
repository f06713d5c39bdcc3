/** Query keys of the notifications feature; invalidate through these, never a literal. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string | null) => ['notifications', 'list', userId] as const,
};
