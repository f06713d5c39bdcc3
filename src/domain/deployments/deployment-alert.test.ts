import { describe, expect, it } from 'vitest';
import { deploymentAlert, newestDeployment, safeExternalUrl, type DeploymentRecord } from './deployment-alert';

const SITES = ['rookery', 'rookery-preview'];
const deployment = (overrides: Partial<DeploymentRecord> = {}): DeploymentRecord => ({
  state: 'ready',
  site_name: 'rookery',
  created_at: '2026-11-21T10:00:00Z',
  deploy_url: 'https://deploy-1--rookery.example.app',
  ...overrides,
});

describe('newestDeployment', () => {
  it('takes the newest by created_at, whatever the order, and skips unreadable dates', () => {
    const older = deployment({ created_at: '2026-11-21T09:00:00Z' });
    const newer = deployment({ created_at: '2026-11-21T11:00:00+01:00' });
    const newest = deployment({ created_at: '2026-11-21T10:30:00Z' });
    expect(newestDeployment([older, newest, newer])).toBe(newest);
    expect(newestDeployment([deployment({ created_at: 'yesterday' }), older])).toBe(older);
    expect(newestDeployment([])).toBeNull();
  });
});

describe('deploymentAlert', () => {
  it('raises nothing for an empty list (also what a failed fetch gives)', () => {
    expect(deploymentAlert([], SITES, { isAdmin: true })).toBeNull();
  });

  it('raises the alert when the newest deployment failed on one of the product sites', () => {
    const failed = deployment({ state: 'error', created_at: '2026-11-21T12:00:00Z' });
    const alert = deploymentAlert([deployment(), failed], SITES, { isAdmin: true });
    expect(alert).toEqual({
      deployment: failed,
      audience: 'admin',
      detailsUrl: 'https://deploy-1--rookery.example.app/',
    });
    expect(deploymentAlert([failed], SITES, { isAdmin: false })).toEqual({
      deployment: failed,
      audience: 'others',
      detailsUrl: null,
    });
    expect(
      deploymentAlert([deployment({ state: 'error', site_name: 'rookery-preview' })], SITES, { isAdmin: true }),
    ).not.toBeNull();
  });

  it('stays quiet when an older deployment failed but the newest did not', () => {
    const failedEarlier = deployment({ state: 'error', created_at: '2026-11-21T08:00:00Z' });
    expect(deploymentAlert([failedEarlier, deployment()], SITES, { isAdmin: true })).toBeNull();
  });

  it('ignores failures on sites that are not the product, and states other than error', () => {
    expect(
      deploymentAlert([deployment({ state: 'error', site_name: 'someone-else' })], SITES, { isAdmin: true }),
    ).toBeNull();
    for (const state of ['building', 'ready', 'cancelled', 'ERROR']) {
      expect(deploymentAlert([deployment({ state })], SITES, { isAdmin: true })).toBeNull();
    }
  });

  it('offers no details link for an address that is not http(s)', () => {
    const alert = deploymentAlert([deployment({ state: 'error', deploy_url: 'javascript:alert(1)' })], SITES, {
      isAdmin: true,
    });
    expect(alert?.detailsUrl).toBeNull();
    expect(
      deploymentAlert([deployment({ state: 'error', deploy_url: null })], SITES, { isAdmin: true })?.detailsUrl,
    ).toBeNull();
  });
});

describe('safeExternalUrl', () => {
  it('keeps http and https addresses only', () => {
    expect(safeExternalUrl('http://example.org/a')).toBe('http://example.org/a');
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});
