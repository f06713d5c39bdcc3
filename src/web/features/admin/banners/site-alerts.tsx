import { useQuery } from '@tanstack/react-query';
import { TriangleAlert, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Link } from 'react-router';
import { buildFailureBanner, rememberShown } from '../../../../domain/deployments/build-failure-banner';
import { deploymentAlert, safeExternalUrl } from '../../../../domain/deployments/deployment-alert';
import { useAuth } from '../../../lib/auth';
import { clientConfig } from '../../../lib/client-config';
import { appStorage } from '../../../lib/storage';
import { NewTabLink } from '../admin-buttons';
import { alertsQuery } from '../api/get-alerts';
import { deploymentsQuery } from '../api/get-deployments';
import '../i18n';

/** Build failures this browser has already shown in the 'Latest Build Failed' banner. */
const SHOWN_KEY = 'buildFailureBannerShown';
const readShown = () => {
  const value = appStorage.getJson<unknown>(SHOWN_KEY);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

const LINK_STYLE = 'inline-flex min-h-11 items-center gap-1 font-semibold';

const TONES = {
  danger: { box: 'flex gap-3 rounded-xl border border-danger-ink/60 bg-danger/15 p-4', icon: 'text-danger-ink' },
  warn: { box: 'flex gap-3 rounded-xl border border-warn/60 bg-warn/10 p-4', icon: 'text-warn' },
};

/**
 * One banner: a warning sign, its heading and what it says; an alert is announced as it appears.
 * With a dismiss button the text takes the room left, so the button sits at the far end.
 */
function Banner({
  id,
  tone,
  title,
  alert = false,
  dismiss,
  children,
}: {
  id: string;
  tone: keyof typeof TONES;
  title: string;
  alert?: boolean;
  dismiss?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section role={alert ? 'alert' : undefined} aria-labelledby={id} className={TONES[tone].box}>
      <TriangleAlert aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${TONES[tone].icon}`} />
      <div className={dismiss ? 'flex min-w-0 flex-1 flex-col gap-1' : 'flex min-w-0 flex-col gap-1'}>
        <h2 id={id} className="font-sans text-lg font-semibold text-ink">
          {title}
        </h2>
        {children}
      </div>
      {dismiss}
    </section>
  );
}

/**
 * The landing page's deployment banners (spec §2, §6): 'Latest Site Deployment Failed' for admins
 * or preview, and the admin-only 'Latest Build Failed' for a failure under 24 hours old, shown
 * once. Admins re-check the deployments every 2 minutes; a failed check shows nothing.
 */
export default function SiteAlerts() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { isAdmin } = useAuth();
  const siteNames = clientConfig.productSiteNames;
  const deployments = useQuery(deploymentsQuery({ poll: isAdmin }));
  const alerts = useQuery(alertsQuery(isAdmin));
  // Fixed for this visit: the banner stays while the page is open and is not shown on the next one.
  const [visit] = useState(() => ({ now: Date.now(), alreadyShown: readShown() }));
  const [dismissed, setDismissed] = useState(false);

  const deployment = deploymentAlert(deployments.data?.deployments ?? [], siteNames, { isAdmin });
  const build = isAdmin && alerts.data ? buildFailureBanner(alerts.data.notifications, { ...visit, siteNames }) : null;
  const buildId = build?.notification.id;

  useEffect(() => {
    if (buildId) appStorage.setJson(SHOWN_KEY, rememberShown(readShown(), buildId));
  }, [buildId]);

  if (!deployment && (!build || dismissed)) return null;
  return (
    <div className="flex flex-col gap-3">
      {deployment ? (
        <Banner id="site-deployment-failed" tone="danger" title={t('banners.deploymentFailed')} alert>
          <p>
            {t('banners.siteIssues')}{' '}
            {deployment.audience === 'admin' ? t('banners.checkStatus') : t('banners.teamNotified')}
          </p>
          {deployment.detailsUrl ? (
            <NewTabLink href={deployment.detailsUrl} className={LINK_STYLE}>
              {t('banners.viewDetails')}
            </NewTabLink>
          ) : null}
        </Banner>
      ) : null}
      {build && !dismissed ? (
        <Banner
          id="latest-build-failed"
          tone="warn"
          title={t('banners.buildFailed')}
          dismiss={
            <button
              type="button"
              onClick={() => setDismissed(true)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-steel hover:bg-raised hover:text-ink"
              aria-label={t('banners.dismiss')}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          }
        >
          <p className="break-words">
            {t('alerts.title', { site: build.siteName, branch: build.branch ?? t('alerts.unknownBranch') })} ·{' '}
            <time dateTime={build.notification.created_at}>{format.dateTime(build.notification.created_at)}</time>
          </p>
          {build.errorMessage ? (
            <p className="text-sm break-words whitespace-pre-wrap text-steel">{build.errorMessage}</p>
          ) : null}
          <div className="flex flex-wrap gap-x-4">
            {safeExternalUrl(build.deployUrl) ? (
              <NewTabLink href={safeExternalUrl(build.deployUrl)!} className={LINK_STYLE}>
                {t('banners.viewDetails')}
              </NewTabLink>
            ) : null}
            <Link to="/admin/alerts" className="inline-flex min-h-11 items-center font-semibold">
              {t('banners.allAlerts')}
            </Link>
          </div>
        </Banner>
      ) : null}
    </div>
  );
}
