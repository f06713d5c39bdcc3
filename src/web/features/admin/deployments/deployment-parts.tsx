import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnsweredDeployment } from '../../../../contracts/deployments';
import { safeExternalUrl } from '../../../../domain/deployments/deployment-alert';
import { StatusPill, type Tone } from '../admin-panel';
import { NewTabLink } from '../admin-buttons';

/** The providers' states we have words for; another state is shown as the provider names it. */
export const STATES: Readonly<Record<string, { tone: Tone; text: ParseKeys<'admin'> }>> = {
  ready: { tone: 'good', text: 'deployments.states.ready' },
  error: { tone: 'bad', text: 'deployments.states.error' },
  building: { tone: 'warn', text: 'deployments.states.building' },
  enqueued: { tone: 'warn', text: 'deployments.states.enqueued' },
  cancelled: { tone: 'neutral', text: 'deployments.states.cancelled' },
};

export function DeploymentState({ state }: { state: string }) {
  const { t } = useTranslation('admin');
  const known = Object.hasOwn(STATES, state) ? STATES[state] : undefined;
  return <StatusPill tone={known?.tone ?? 'neutral'}>{known ? t(known.text) : state}</StatusPill>;
}

export function DeployLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation('admin');
  const safe = safeExternalUrl(url);
  if (!safe) return <span className="text-steel">—</span>;
  return (
    <NewTabLink href={safe} className="inline-flex min-h-11 items-center gap-1 font-semibold">
      {t('deployments.open')}
    </NewTabLink>
  );
}

/** Admins always get ids; a summary (preview members) is told apart by its site and time. */
export const keyOf = (deployment: AnsweredDeployment) =>
  deployment.id ?? `${deployment.site_name}@${deployment.created_at}`;
