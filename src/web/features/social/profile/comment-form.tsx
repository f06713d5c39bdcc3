import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS, textIssue } from '../../../../domain/social/social';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { postComment } from '../api/comments';
import { socialErrorText } from '../social-errors';
import { WritingForm } from '../writing-form';

/** Writing a comment on a profile, with its length and what went wrong when it could not be posted. */
export function CommentForm({ ownerId, onPosted }: { ownerId: string; onPosted: () => Promise<void> }) {
  const { t } = useTranslation('social');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countId = useId();
  const post = useMutation({
    mutationFn: (text: string) => postComment(ownerId, text),
    onSuccess: () => {
      setBody('');
      toast.success(t('toast.commentPosted'));
      return onPosted();
    },
    onError: (failure) => setError(socialErrorText(t, failure)),
  });
  const issue = textIssue(body, SOCIAL_LIMITS.comment);
  return (
    <WritingForm
      className="flex flex-col gap-2"
      label={t('comments.label')}
      labelClassName="font-semibold"
      value={body}
      onChange={setBody}
      rows={3}
      maxLength={SOCIAL_LIMITS.comment}
      placeholder={t('comments.placeholder')}
      error={error}
      describedBy={countId}
      onSubmit={() => {
        setError(null);
        if (!issue) post.mutate(body);
      }}
    >
      {({ label, box }) => (
        <>
          {label}
          {box}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id={countId} className="text-sm text-steel">
              {t('common.characters', { count: body.trim().length, max: SOCIAL_LIMITS.comment })}
            </span>
            <Button type="submit" variant="primary" disabled={issue !== null || post.isPending}>
              {post.isPending ? t('comments.posting') : t('comments.post')}
            </Button>
          </div>
        </>
      )}
    </WritingForm>
  );
}
