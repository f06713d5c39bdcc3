import { describe, expect, it } from 'vitest';
import { authStorageKey, detectEnvironment, storagePrefix } from './environment';

const rules = { productionHosts: ['rookery.app', 'www.rookery.app'], previewMarkers: ['deploy-preview-', '--'] };

describe('detectEnvironment', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['rookery.local', 'local'],
    ['rookery.app', 'production'],
    ['WWW.Rookery.App', 'production'],
    ['deploy-preview-12--rookery.netlify.app', 'preview'],
    ['feature--rookery.netlify.app', 'preview'],
    ['club.example.org', 'production'],
  ] as const)('%s is %s', (host, expected) => {
    expect(detectEnvironment(host, rules)).toBe(expected);
  });
});

describe('storage keys', () => {
  it('prefixes preview_ on preview hosts and prod_ elsewhere', () => {
    expect(storagePrefix('preview')).toBe('preview_');
    expect(storagePrefix('production')).toBe('prod_');
    expect(storagePrefix('local')).toBe('prod_');
  });
  it('names the auth session key by environment', () => {
    expect(authStorageKey('preview')).toBe('preview.supabase.auth.token');
    expect(authStorageKey('production')).toBe('prod.supabase.auth.token');
  });
});
