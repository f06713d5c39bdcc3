import type { GoTrueClient } from '@supabase/auth-js';
import { queryOptions } from '@tanstack/react-query';

/** The account as the auth service sees it: e-mail, pending e-mail change, identities and factors. */
export const authUserQuery = (client: () => Promise<GoTrueClient>, userId: string | null) =>
  queryOptions({
    queryKey: ['auth', 'user', userId],
    queryFn: async () => {
      const { data, error } = await (await client()).getUser();
      if (error) throw error;
      return data.user;
    },
    enabled: userId !== null,
    staleTime: 0,
    retry: false,
  });
