import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import type { PublicProfile } from '../../../../contracts/social';
import type { FactionId } from '../../../../domain/army/data-pack-schema';
import {
  normaliseSocialLink,
  SOCIAL_LIMITS,
  USERNAME_ISSUES,
  usernameIssue,
  type UsernameIssue,
} from '../../../../domain/social/social';
import { ApiRequestError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { SocialLinksFields } from './social-links-fields';
import { socialKeys } from '../api/social-keys';
import { updateProfile } from '../api/update-profile';
import { FACTION_CHOICES, factionInfo } from '../factions';
import { socialErrorText } from '../social-errors';

/** The username rule behind a refused save (`username_mixed_scripts`…), when that is what went wrong. */
function refusedUsernameIssue(error: unknown): UsernameIssue | null {
  if (!(error instanceof ApiRequestError) || !error.code.startsWith('username_')) return null;
  const issue = error.code.slice('username_'.length);
  return (USERNAME_ISSUES as readonly string[]).includes(issue) ? (issue as UsernameIssue) : null;
}

/** The member's own public fields: name, bio, favourite faction and links. */
export function ProfileEditor({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('social');
  const queryClient = useQueryClient();
  const [username, setUsername] = useState(profile.username ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [faction, setFaction] = useState<FactionId | ''>(profile.favourite_faction ?? '');
  const [links, setLinks] = useState<string[]>(profile.social_links);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverNameIssue, setServerNameIssue] = useState<{ name: string; issue: UsernameIssue } | null>(null);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: () => {
      toast.success(t('edit.saved'));
      setSubmitted(false);
      return queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (error) => {
      // A name the server refuses for its own reasons (a look-alike check the form did not run)
      // is shown on the field, like the form's own checks.
      const issue = refusedUsernameIssue(error);
      if (issue) setServerNameIssue({ name: username, issue });
      else setServerError(socialErrorText(t, error));
    },
  });

  const serverIssue = serverNameIssue?.name === username ? serverNameIssue.issue : null;
  const nameIssue = (username.trim() || profile.username ? usernameIssue(username) : null) ?? serverIssue;
  const linkIssues = links.map((link) => (link.trim() && !normaliseSocialLink(link) ? t('edit.invalidLink') : null));
  const invalid = nameIssue !== null || linkIssues.some(Boolean) || bio.trim().length > SOCIAL_LIMITS.bio;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (invalid) return;
    save.mutate({
      ...(username.trim() && username.trim() !== profile.username ? { username: username.trim() } : {}),
      bio: bio.trim() || null,
      favourite_faction: faction || null,
      social_links: links.map((link) => link.trim()).filter(Boolean),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('edit.username')}
        hint={t('edit.usernameHint')}
        value={username}
        maxLength={SOCIAL_LIMITS.username}
        autoComplete="nickname"
        error={submitted && nameIssue ? t(`edit.usernameIssue.${nameIssue}`) : null}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextAreaField
        label={t('edit.bio')}
        hint={t('common.characters', { count: bio.trim().length, max: SOCIAL_LIMITS.bio })}
        value={bio}
        rows={4}
        maxLength={SOCIAL_LIMITS.bio}
        onValueChange={setBio}
      />
      <Select<FactionId | ''>
        label={t('edit.faction')}
        value={faction}
        options={[
          { value: '', label: t('edit.noFaction') },
          ...FACTION_CHOICES.map((id) => ({ value: id, label: factionInfo(id, i18n.language).name })),
        ]}
        onValueChange={setFaction}
      />
      <SocialLinksFields links={links} issues={submitted ? linkIssues : []} onChange={setLinks} />
      {serverError ? (
        <p role="alert" className="text-danger-ink">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('edit.saving') : t('edit.save')}
      </Button>
    </form>
  );
}
