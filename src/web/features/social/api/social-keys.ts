/** Query keys of the social feature, scoped by the signed-in member; invalidate through these. */
export const socialKeys = {
  all: ['social'] as const,
  profile: (ref: string, viewerId: string | null) => ['social', 'profile', ref, viewerId] as const,
  profiles: () => ['social', 'profile'] as const,
  comments: (userId: string) => ['social', 'comments', userId] as const,
  search: (viewerId: string | null, query: string) => ['social', 'search', viewerId, query] as const,
  friends: (viewerId: string | null) => ['social', 'friends', viewerId] as const,
  blocks: (viewerId: string | null) => ['social', 'blocks', viewerId] as const,
  conversations: (viewerId: string | null) => ['social', 'conversations', viewerId] as const,
  threads: (viewerId: string | null) => ['social', 'thread', viewerId] as const,
  thread: (viewerId: string | null, otherId: string) => ['social', 'thread', viewerId, otherId] as const,
  activity: (viewerId: string | null) => ['social', 'activity', viewerId] as const,
};
