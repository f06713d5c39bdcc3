import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deploymentSummariesResponseSchema } from '../../../../contracts/deployments';
import { DEPLOYMENT_CHECK_INTERVAL_MS } from '../../../../domain/deployments/deployment-alert';
import { fakeAuth, storedAdmin, storedMember } from '../../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { alertsQuery } from '../api/get-alerts';
import { deploymentsQuery } from '../api/get-deployments';
import { SiteAlertsSlot } from './site-alerts-slot';

const HOUR = 60 * 60 * 1000;

const deployment = (overrides: Record<string, unknown> = {}) => ({
  id: 'd-1',
  state: 'error',
  site_name: 'rookery',
  created_at: new Date(Date.now() - HOUR).toISOString(),
  deploy_url: 'https://deploy-1--rookery.example.app',
  branch: 'main',
  error_message: 'Build script returned non-zero exit code: 2',
  ...overrides,
});
const failure = (id: string, hoursAgo: number) => ({
  id,
  recipient_id: 'user-1',
  type: 'build_failure',
  read: false,
  message: 'exit code 2',
  content: {
    site_name: 'rookery',
    branch: 'main',
    deploy_url: 'https://x--rookery.example.app',
    error_message: 'exit code 2',
  },
  created_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
});

/**
 * Answers the deployments function as the server does for the caller (or with a status code),
 * and the admin alerts with what the test gives. Admins get whole records; other members get
 * the summary on a preview deployment and 403 anywhere else.
 */
function answer({
  deployments = [] as unknown[] | number,
  alerts = [] as unknown[],
  caller = 'admin' as 'admin' | 'member',
  serverIsPreview = true,
} = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/functions/v1/get-netlify-deployments')) {
      if (typeof deployments === 'number') return json({ code: 'internal_error', message: 'Down' }, deployments);
      if (caller === 'admin') return json({ deployments });
      if (!serverIsPreview) return json({ code: 'forbidden', message: 'This needs an administrator account.' }, 403);
      return json(deploymentSummariesResponseSchema.parse({ deployments }));
    }
    if (url.startsWith('/api/admin/alerts')) return json({ notifications: alerts });
    return json({ code: 'not_found', message: url }, 404);
  });
}
const asked = (fetch: ReturnType<typeof answer>, path: string) =>
  fetch.mock.calls.some(([url]) => String(url).startsWith(path));

/**
 * Says whether the banners' query for the deployments or the alerts has been answered. It only
 * watches (enabled: false; the banners' own query fetches): both are told of the answer in one
 * batch and render together, so once the probe says so the banners have rendered with it too.
 */
function Answered({ of }: { of: 'deployments' | 'alerts' }) {
  const deployments = useQuery({ ...deploymentsQuery(), enabled: false });
  const alerts = useQuery({ ...alertsQuery(), enabled: false });
  const { status, fetchStatus } = of === 'deployments' ? deployments : alerts;
  return (
    <output data-testid={`answered-${of}`}>{status !== 'pending' && fetchStatus === 'idle' ? 'yes' : 'no'}</output>
  );
}
const PATHS = { deployments: '/functions/v1/get-netlify-deployments', alerts: '/api/admin/alerts' };

/**
 * Renders the banners and waits until the deployments or the alerts were asked for and the
 * banners rendered with the answer.
 */
async function renderAnswered(
  of: 'deployments' | 'alerts',
  fetch: ReturnType<typeof answer>,
  auth: ReturnType<typeof fakeAuth>,
  isPreview = false,
) {
  renderWithAuth(
    <>
      <SiteAlertsSlot isPreview={isPreview} />
      <Answered of={of} />
    </>,
    auth,
  );
  await waitFor(() => expect(asked(fetch, PATHS[of])).toBe(true));
  await waitFor(() => expect(screen.getByTestId(`answered-${of}`).textContent).toBe('yes'));
}

// The banners are a lazy chunk; load it once up front so the first test is not timed on it.
beforeAll(async () => {
  await import('./site-alerts');
});
afterEach(() => vi.restoreAllMocks());

describe('Latest Site Deployment Failed', () => {
  it('tells an admin to check the deployment and links its details in a new tab', async () => {
    answer({
      deployments: [
        deployment({ id: 'old', state: 'ready', created_at: new Date(Date.now() - 3 * HOUR).toISOString() }),
        deployment(),
      ],
    });
    renderWithAuth(<SiteAlertsSlot isPreview={false} />, storedAdmin());
    const banner = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(banner.textContent).toContain('Latest Site Deployment Failed');
    expect(banner.textContent).toContain('Site may be experiencing issues. Please check deployment status.');
    const link = screen.getByRole('link', { name: /View deployment details/ });
    expect(link.getAttribute('href')).toBe('https://deploy-1--rookery.example.app/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('tells a signed-in member on a preview deployment that the team has been notified, without the link', async () => {
    answer({ deployments: [deployment()], caller: 'member' });
    renderWithAuth(<SiteAlertsSlot isPreview />, storedMember());
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Latest Site Deployment Failed');
    expect(banner.textContent).toContain('Site may be experiencing issues. The team has been notified.');
    expect(banner.textContent).not.toContain('Please check deployment status.');
    expect(screen.queryByRole('link', { name: /View deployment details/ })).toBeNull();
  });

  it('shows a member nothing when the server is not a preview deployment and refuses them', async () => {
    const fetch = answer({ deployments: [deployment()], caller: 'member', serverIsPreview: false });
    await renderAnswered('deployments', fetch, storedMember(), true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never checks for guests, even on preview hosts, nor for members elsewhere', async () => {
    const fetch = answer({ deployments: [deployment()] });
    const deploymentChecks = () =>
      fetch.mock.calls.filter(([url]) => String(url).startsWith('/functions/v1/get-netlify-deployments')).length;
    const page = (name: string, isPreview: boolean) => (
      <div data-testid={name}>
        <SiteAlertsSlot isPreview={isPreview} />
      </div>
    );
    renderWithAuth(page('guest', true), fakeAuth());
    renderWithAuth(page('member', false), storedMember());
    // An admin, signed in the same way and after the member: once their banner shows, the guest's
    // and the member's would have shown too, had they checked.
    renderWithAuth(page('admin', false), storedAdmin());
    const banner = await within(screen.getByTestId('admin')).findByRole('alert', {}, { timeout: 3000 });
    expect(banner.textContent).toContain('Please check deployment status.');
    expect(deploymentChecks()).toBe(1);
    expect(within(screen.getByTestId('guest')).queryByRole('alert')).toBeNull();
    expect(within(screen.getByTestId('member')).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a failed check', 500],
    ['an empty list', []],
    ['a newest deployment that did not fail', [deployment({ state: 'ready' })]],
    ['a failure on another site', [deployment({ site_name: 'someone-elses-site' })]],
  ])('shows nothing for %s', async (_case, deployments) => {
    const fetch = answer({ deployments });
    await renderAnswered('deployments', fetch, storedAdmin());
    expect(screen.queryByText('Latest Site Deployment Failed')).toBeNull();
  });

  it('is polled every 2 minutes for admins only', () => {
    expect(deploymentsQuery({ poll: true }).refetchInterval).toBe(DEPLOYMENT_CHECK_INTERVAL_MS);
    expect(DEPLOYMENT_CHECK_INTERVAL_MS).toBe(120_000);
    expect(deploymentsQuery({ poll: false }).refetchInterval).toBe(false);
  });
});

describe('Latest Build Failed', () => {
  it('shows an admin a build failure under 24 hours old once, and can be dismissed', async () => {
    const user = userEvent.setup();
    answer({ deployments: [deployment({ state: 'ready' })], alerts: [failure('f-1', 2)] });
    const first = renderWithAuth(<SiteAlertsSlot isPreview={false} />, storedAdmin());
    const heading = await screen.findByRole('heading', { name: 'Latest Build Failed' });
    expect(heading.closest('section')!.textContent).toContain('Build failed: rookery (main)');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Latest Build Failed')).toBeNull();
    first.router.dispose();

    // The next visit does not show the same failure again.
    const fetch = answer({ deployments: [deployment({ state: 'ready' })], alerts: [failure('f-1', 2)] });
    await renderAnswered('alerts', fetch, storedAdmin());
    expect(screen.queryByText('Latest Build Failed')).toBeNull();
  });

  it('ignores failures older than 24 hours', async () => {
    const fetch = answer({ deployments: [deployment({ state: 'ready' })], alerts: [failure('old', 25)] });
    await renderAnswered('alerts', fetch, storedAdmin());
    expect(screen.queryByText('Latest Build Failed')).toBeNull();
  });

  it('never asks for build alerts for members on preview hosts', async () => {
    const fetch = answer({
      deployments: [deployment({ state: 'ready' })],
      alerts: [failure('new', 1)],
      caller: 'member',
    });
    renderWithAuth(<SiteAlertsSlot isPreview />, storedMember());
    await waitFor(() => expect(asked(fetch, '/functions/v1/get-netlify-deployments')).toBe(true));
    expect(asked(fetch, '/api/admin/alerts')).toBe(false);
  });
});
