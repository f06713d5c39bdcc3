import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import type { PublicProfile } from '../../../../contracts/social';
import { emblemUrl } from '../../../../contracts/storage-paths';
import type { FactionId } from '../../../../domain/army/data-pack-schema';
import { IMAGE_TYPES, MAX_AVATAR_BYTES } from '../../../../domain/files/image-type';
import { ApiRequestError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { chooseEmblemAvatar, removeAvatar, uploadAvatar } from '../api/avatar';
import { socialKeys } from '../api/social-keys';
import { FACTION_CHOICES, factionInfo } from '../factions';
import { MemberAvatar } from '../member-avatar';
import { socialErrorText } from '../social-errors';

const ACCEPT = Object.values(IMAGE_TYPES)
  .map((type) => type.mime)
  .join(',');

/** Refusals of a file that only looks like an image, or one too large to decode (avatar-image.ts on the server). */
const IMAGE_REFUSALS = ['avatar_invalid_image', 'avatar_dimensions_too_large'] as const;
const isImageRefusal = (code: string): code is (typeof IMAGE_REFUSALS)[number] =>
  (IMAGE_REFUSALS as readonly string[]).includes(code);

type AvatarChange = { kind: 'upload'; file: File } | { kind: 'emblem'; faction: FactionId } | { kind: 'remove' };

/** Picture upload (checked again by the server), one of the faction emblems, or none. */
export function AvatarEditor({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('social');
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const change = useMutation({
    mutationFn: (input: AvatarChange) =>
      input.kind === 'upload'
        ? uploadAvatar(input.file)
        : input.kind === 'emblem'
          ? chooseEmblemAvatar(input.faction)
          : removeAvatar(),
    onSuccess: (result) => {
      toast.success(result.avatar_url ? t('avatar.saved') : t('avatar.removed'));
      return queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiRequestError && isImageRefusal(error.code)
          ? t(`errors.${error.code}`)
          : socialErrorText(t, error),
      ),
    onSettled: () => {
      if (inputRef.current) inputRef.current.value = '';
    },
  });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) {
      toast.error(t('errors.avatar_too_large'));
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    change.mutate({ kind: 'upload', file });
  };

  return (
    <section aria-labelledby="avatar-heading" className="flex flex-col gap-4">
      <h3 id="avatar-heading" className="text-lg">
        {t('avatar.title')}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <MemberAvatar member={profile} size="lg" />
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <Button
            variant="secondary"
            icon={ImageUp}
            aria-describedby={hintId}
            disabled={change.isPending}
            onClick={() => inputRef.current?.click()}
          >
            {change.isPending && change.variables?.kind === 'upload' ? t('avatar.uploading') : t('avatar.upload')}
          </Button>
          <p id={hintId} className="text-sm text-steel">
            {t('avatar.uploadHint')}
          </p>
          {profile.avatar_url ? (
            <Button
              variant="ghost"
              className="self-start"
              icon={Trash2}
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'remove' })}
            >
              {t('avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <div role="group" aria-labelledby="emblems-label" className="flex flex-col gap-2">
        <p id="emblems-label" className="text-sm font-semibold text-steel">
          {t('avatar.emblems')}
        </p>
        <div className="flex flex-wrap gap-2">
          {FACTION_CHOICES.map((faction) => {
            const url = emblemUrl(faction);
            const chosen = profile.avatar_url === url;
            return (
              <button
                key={faction}
                type="button"
                aria-pressed={chosen}
                aria-label={t('avatar.useEmblem', { faction: factionInfo(faction, i18n.language).name })}
                title={factionInfo(faction, i18n.language).name}
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: 'emblem', faction })}
                className="inline-flex size-14 items-center justify-center rounded-full border-2 border-line hover:border-gold aria-pressed:border-gold"
              >
                <img src={url} alt="" className="size-12 rounded-full" />
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}
