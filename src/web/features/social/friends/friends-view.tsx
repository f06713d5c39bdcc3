import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { SOCIAL_LIMITS } from '../../../../domain/social/social';
import { useAuth } from '../../../lib/auth';
import { TextField } from '../../../ui/text-field';
import { blocksQuery } from '../api/get-blocks';
import { friendsQuery } from '../api/get-friends';
import { userSearchQuery } from '../api/search-users';
import { SocialGuestPrompt } from '../guest-prompt';
import { useSocialLive } from '../use-social-live';
import { FriendRowActions } from './friend-row-actions';
import { MemberRow } from './member-row';
import { QueryState } from '../../../ui/query-state';
import { loadTexts } from '../load-texts';
import { ListSection } from './list-section';
import '../i18n';

/** /friends: find players, answer requests, see friends and blocked players. */
export function FriendsView() {
  const { t } = useTranslation('social');
  const format = useFormat();
  const auth = useAuth();
  const viewerId = auth.isAuthenticated ? auth.userId : null;
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const friends = useQuery(friendsQuery(viewerId));
  const blocks = useQuery(blocksQuery(viewerId));
  const results = useQuery(userSearchQuery(viewerId, deferred));
  useSocialLive(viewerId);

  // Guests with an anonymous account may not befriend or message (403 anonymous_not_allowed).
  if (!viewerId || auth.isAnonymous) return <SocialGuestPrompt />;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={t('friends.search')}
            hint={t('friends.searchHint')}
            type="search"
            value={search}
            maxLength={SOCIAL_LIMITS.searchMax}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
            clear={{ label: t('friends.clearSearch'), onClear: () => setSearch('') }}
          />
        </form>
        {deferred.length >= SOCIAL_LIMITS.searchMin ? (
          <QueryState
            query={results}
            texts={{ loading: t('common.loading') }}
            failure={() => <p className="text-danger-ink">{t('common.loadFailed')}</p>}
          >
            {(found) =>
              found.length === 0 ? (
                <p role="status" className="flex items-center gap-2 text-steel">
                  <Search aria-hidden="true" className="size-4" />
                  {t('friends.noResults')}
                </p>
              ) : (
                <ul aria-label={t('friends.results')} className="flex flex-col gap-2">
                  {found.map((user) => (
                    <MemberRow
                      key={user.id}
                      member={user}
                      detail={user.wab_id}
                      actions={
                        <FriendRowActions member={user} row={{ kind: 'search', relationship: user.relationship }} />
                      }
                    />
                  ))}
                </ul>
              )
            }
          </QueryState>
        ) : null}
      </div>

      <QueryState query={friends} texts={loadTexts(t)} spinner>
        {(data) => (
          <>
            {data.incoming.length ? (
              <ListSection id="incoming-heading" title={t('friends.incoming')}>
                <ul className="flex flex-col gap-2">
                  {data.incoming.map((request) => (
                    <MemberRow
                      key={request.id}
                      member={request.user}
                      detail={t('friends.sentOn', { date: format.date(request.created_at) })}
                      actions={
                        <FriendRowActions member={request.user} row={{ kind: 'incoming', requestId: request.id }} />
                      }
                    />
                  ))}
                </ul>
              </ListSection>
            ) : null}
            <ListSection id="friends-heading" title={t('friends.list')}>
              {data.friends.length === 0 ? (
                <p className="text-steel">{t('friends.empty')}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {data.friends.map((friend) => (
                    <MemberRow
                      key={friend.user.id}
                      member={friend.user}
                      detail={t('friends.since', { date: format.date(friend.since) })}
                      actions={<FriendRowActions member={friend.user} row={{ kind: 'friend' }} />}
                    />
                  ))}
                </ul>
              )}
            </ListSection>
            {data.outgoing.length ? (
              <ListSection id="outgoing-heading" title={t('friends.outgoing')}>
                <ul className="flex flex-col gap-2">
                  {data.outgoing.map((request) => (
                    <MemberRow
                      key={request.id}
                      member={request.user}
                      detail={t('friends.sentOn', { date: format.date(request.created_at) })}
                      actions={
                        <FriendRowActions member={request.user} row={{ kind: 'outgoing', requestId: request.id }} />
                      }
                    />
                  ))}
                </ul>
              </ListSection>
            ) : null}
          </>
        )}
      </QueryState>
      {blocks.data?.blocks.length ? (
        <ListSection id="blocked-heading" title={t('friends.blocked')}>
          <ul className="flex flex-col gap-2">
            {blocks.data.blocks.map((block) => (
              <MemberRow
                key={block.user.id}
                member={block.user}
                actions={<FriendRowActions member={block.user} row={{ kind: 'blocked' }} />}
              />
            ))}
          </ul>
        </ListSection>
      ) : null}
    </div>
  );
}
