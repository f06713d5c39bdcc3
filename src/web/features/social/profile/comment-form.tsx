import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS, textIssue } from '../../../../domain/social/social';
import { buttonStyles } from '../../../ui/button-styles';
import { controlStyles } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { postComment } from '../api/comments';
import { socialErrorText } from '../social-errors';

/** Writing a comment on a profile, with its length and what went wrong when it could not be posted. */
export function CommentForm({ ownerId, onPosted }: { ownerId: string; onPosted: () => Promise<void> }) {
  const { t } = useTranslation('social');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
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
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (!issue) post.mutate(body);
      }}
    >
      <label htmlFor={fieldId} className="font-semibold">
        {t('comments.label')}
      </label>
      <textarea
        id={fieldId}
        value={body}
        rows={3}
        maxLength={SOCIAL_LIMITS.comment}
        placeholder={t('comments.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
        onChange={(event) => setBody(event.target.value)}
        className={controlStyles}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${fieldId}-count`} className="text-sm text-steel">
          {t('common.characters', { count: body.trim().length, max: SOCIAL_LIMITS.comment })}
        </span>
        <button type="submit" className={buttonStyles.primary} disabled={issue !== null || post.isPending}>
          {post.isPending ? t('comments.posting') : t('comments.post')}
        </button>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </form>
  );
}
