import { useMutation } from '@tanstack/react-query';
import { Save, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { LANGUAGES, type Language } from '../../../domain/i18n/language';
import { ApiRequestError } from '../../lib/api';
import { buttonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/text-field';
import { saveEntry } from './api/save-entry';
import {
  draftToBody,
  formField,
  hasBody,
  hasTitle,
  missingLanguages,
  slugFromTitle,
  type Draft,
  type EntryKind,
} from './entry-model';
import { TranslationBadge } from './translation-badge';
import { BodyField } from './body-field';

type Errors = Record<string, string>;

export interface EntryFormProps {
  kind: EntryKind;
  /** The entry's id when editing; null when creating a new one. */
  existingId: string | null;
  chapterId?: string;
  initial: Draft;
  onDone(): void;
  onCancel(): void;
}

/** Edits one entry in English, Spanish and French side by side (stacked on phones), with previews. */
export function EntryForm({ kind, existingId, chapterId, initial, onDone, onCancel }: EntryFormProps) {
  const { t } = useTranslation('admin-content');
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const [idEdited, setIdEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const creating = existingId === null;
  const missing = missingLanguages(kind, draft);

  const save = useMutation({
    mutationFn: () => saveEntry({ kind, chapterId, existingId, body: draftToBody(kind, draft, creating) }),
    onSuccess: () => {
      toast.success(t('toast.saved'));
      onDone();
    },
    onError: (error) => {
      const next: Errors = {};
      if (error instanceof ApiRequestError) {
        const fields = (error.details as { fields?: Array<{ path: string; message: string }> } | undefined)?.fields;
        for (const field of fields ?? []) next[formField(field.path)] ??= field.message;
        if (error.status === 404) next.form = t('errors.gone');
        if (!fields?.length && error.status !== 404) next.form = error.message;
      } else next.form = t('errors.network');
      setErrors(next);
      toast.error(t('toast.saveFailed'));
    },
  });

  const setTitle = (language: Language, value: string) =>
    setDraft((current) => ({
      ...current,
      titles: { ...current.titles, [language]: value },
      id: creating && language === 'en' && !idEdited ? slugFromTitle(value) : current.id,
    }));
  const setBody = (language: Language, value: string) =>
    setDraft((current) => ({ ...current, bodies: { ...current.bodies, [language]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (hasTitle(kind) && !draft.titles.en.trim()) local['title.en'] = t('errors.titleRequired');
    if (kind === 'news' && !draft.bodies.en.trim()) local['body.en'] = t('errors.contentRequired');
    if (creating && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(draft.id)) local.id = t('errors.id');
    if (kind === 'news' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) local.date = t('errors.date');
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate();
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate
      className="flex flex-col gap-5 rounded-xl border border-gold/40 bg-surface p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {t(creating ? `form.new.${kind}` : `form.edit.${kind}`)}
        </h2>
        <TranslationBadge missing={missing} />
      </div>

      {errors.form ? (
        <p role="alert" className="rounded-lg border border-danger-ink/60 px-3 py-2 text-danger-ink">
          {errors.form}
        </p>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        {creating ? (
          <TextField
            label={t('form.id')}
            hint={t('form.idHint')}
            value={draft.id}
            error={errors.id}
            onChange={(event) => {
              setIdEdited(true);
              setDraft((current) => ({ ...current, id: event.target.value }));
            }}
            autoComplete="off"
            spellCheck={false}
          />
        ) : null}
        {kind === 'news' ? (
          <>
            <TextField
              label={t('form.date')}
              type="date"
              value={draft.date}
              error={errors.date}
              onChange={(event) => setDraft((current) => ({ ...current, date: event.target.value }))}
            />
            <TextField
              label={t('form.translationKey')}
              hint={t('form.translationKeyHint')}
              value={draft.translationKey}
              error={errors.translationKey}
              onChange={(event) => setDraft((current) => ({ ...current, translationKey: event.target.value }))}
              autoComplete="off"
            />
          </>
        ) : null}
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        {LANGUAGES.map((language) => (
          <fieldset
            key={language}
            className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3 md:p-4"
            lang={language}
          >
            <legend className="px-1 font-display text-lg text-gold">
              {t(`languages.${language}`)}{' '}
              <span className="font-sans text-sm text-steel">
                {language === 'en'
                  ? t('form.required')
                  : missing.includes(language)
                    ? t('form.missing')
                    : t('form.translated')}
              </span>
            </legend>
            {hasTitle(kind) ? (
              <TextField
                label={kind === 'faq' ? t('form.question') : t('form.title')}
                value={draft.titles[language]}
                error={errors[`title.${language}`]}
                required={language === 'en'}
                onChange={(event) => setTitle(language, event.target.value)}
              />
            ) : null}
            {hasBody(kind) ? (
              <BodyField
                language={language}
                value={draft.bodies[language]}
                error={errors[`body.${language}`]}
                onChange={(value) => setBody(language, value)}
              />
            ) : null}
          </fieldset>
        ))}
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          <X aria-hidden="true" className="size-4" />
          {t('form.cancel')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
