import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Link } from 'react-router';
import { toast } from '../../../ui/toast';
import type { MemberSummary, ProfileComment } from '../../../../contracts/social';
import { displayName } from '../../../../domain/social/social';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { QueryState } from '../../../ui/query-state';
import { commentsQuery } from '../api/get-comments';
import { deleteComment } from '../api/comments';
import { socialKeys } from '../api/social-keys';
import { MemberAvatar } from '../member-avatar';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ReportDialog } from '../moderation/report-dialog';
import { CommentForm } from './comment-form';
import { AnonymousInvite } from '../guest-prompt';
import { profilePath } from '../profile-link';
import { socialErrorText } from '../social-errors';
import { loadTexts } from '../load-texts';

interface ProfileCommentsProps {
  owner: MemberSummary;
  /** Signed in: shows the form when allowed and the report buttons. */
  viewerId: string | null;
  /** A guest with an anonymous account: invited to create one instead of the form. */
  anonymous?: boolean;
}

/** The comments on a profile: newest first, a form for friends, delete and report per comment. */
export function ProfileComments({ owner, viewerId, anonymous = false }: ProfileCommentsProps) {
  const { t } = useTranslation('social');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ProfileComment | null>(null);
  const [reporting, setReporting] = useState<{ kind: 'comment'; id: string } | null>(null);
  const query = useInfiniteQuery(commentsQuery(owner.id, viewerId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: socialKeys.comments(owner.id) });

  const remove = useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      toast.success(t('toast.commentDeleted'));
      return refresh();
    },
    onError: (failure) => toast.error(socialErrorText(t, failure)),
  });

  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  const canComment = query.data?.pages[0]?.can_comment ?? false;

  return (
    <section id="comments" aria-labelledby="comments-heading" className="flex scroll-mt-20 flex-col gap-4">
      <h2 id="comments-heading" className="text-xl">
        {t('comments.heading')}
      </h2>
      {anonymous ? (
        <AnonymousInvite />
      ) : viewerId && canComment ? (
        <CommentForm ownerId={owner.id} onPosted={refresh} />
      ) : viewerId && query.isSuccess && viewerId !== owner.id ? (
        <p className="text-sm text-steel">{t('comments.friendsOnly', { name: displayName(owner) })}</p>
      ) : null}

      <QueryState query={query} texts={loadTexts(t, t('comments.empty'))} isEmpty={() => comments.length === 0}>
        {() => (
          <ol className="flex flex-col gap-3">
            {comments.map((comment) => {
              const author = displayName(comment.author);
              return (
                <li key={comment.id} className="flex gap-3 rounded-xl border border-line bg-surface/80 p-3 md:p-4">
                  <MemberAvatar member={comment.author} size="sm" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-baseline gap-x-2">
                      <Link to={profilePath(comment.author)} className="font-semibold break-all">
                        {author}
                      </Link>
                      <time dateTime={comment.created_at} className="text-xs text-steel">
                        {format.moment(comment.created_at)}
                      </time>
                    </div>
                    <p className="whitespace-pre-line break-words">{comment.body}</p>
                  </div>
                  <div className="flex shrink-0 items-start">
                    {viewerId && comment.author.id !== viewerId ? (
                      <IconButton
                        label={t('comments.report', { name: author })}
                        icon={Flag}
                        iconClassName="size-4"
                        onClick={() => setReporting({ kind: 'comment', id: comment.id })}
                      />
                    ) : null}
                    {comment.can_delete ? (
                      <IconButton
                        label={t('comments.delete', { name: author })}
                        icon={Trash2}
                        iconClassName="size-4"
                        onClick={() => setDeleting(comment)}
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('comments.older')}
        </Button>
      ) : null}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        open={deleting !== null}
        title={t('comments.deleteTitle')}
        body={t('comments.deleteBody')}
        confirmLabel={t('comments.deleteConfirm')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
