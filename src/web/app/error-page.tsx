import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonStyles } from '../ui/button-styles';
import { Logo } from '../ui/logo';
import { Button } from '../ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when rendering or loading a page fails (spec §2). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 text-center">
      <Logo className="size-16" />
      <h1 className="text-3xl">{t('error.title')}</h1>
      <p className="text-steel">{t('error.intro')}</p>
      <pre className="max-w-full overflow-auto rounded-lg border border-line bg-surface p-3 text-left text-sm whitespace-pre-wrap text-danger-ink">
        {describe(error)}
      </pre>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
        <a href="/" className={buttonStyles.secondary}>
          {t('error.home')}
        </a>
      </div>
    </main>
  );
}
