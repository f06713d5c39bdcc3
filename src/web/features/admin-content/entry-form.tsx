import { useMutation } from '@tanstack/react-query';
import { Save, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { LANGUAGES, type Language } from '../../../domain/i18n/language';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { saveEntry } from './api/save-entry';
import { draftToBody, missingLanguages, slugFromTitle, type Draft, type EntryKind } from './entry-model';
import { entryIssues, savedEntryErrors, type EntryErrors } from './entry-errors';
import { TranslationBadge } from './translation-badge';
import { LanguageFieldset } from './language-fieldset';

type Errors = EntryErrors;

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
      const next = savedEntryErrors(error, { gone: t('errors.gone'), network: t('errors.network') });
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
    const local: Errors = Object.fromEntries(
      Object.entries(entryIssues(kind, draft, creating)).map(([field, issue]) => [field, t(`errors.${issue}`)]),
    );
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
          <LanguageFieldset
            key={language}
            language={language}
            kind={kind}
            draft={draft}
            errors={errors}
            missing={missing.includes(language)}
            onTitle={(value) => setTitle(language, value)}
            onBody={(value) => setBody(language, value)}
          />
        ))}
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" icon={X} onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="primary" icon={Save} disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
