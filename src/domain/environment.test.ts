import { describe, expect, it } from 'vitest';
import { authStorageKey, contentMode, detectEnvironment, hasContentModeMismatch, storagePrefix } from './environment';

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

describe('content mode', () => {
  it('is local on a local host unless live content was chosen there', () => {
    expect(contentMode('local', { preview: false, stored: null })).toBe('local');
    expect(contentMode('local', { preview: false, stored: 'local' })).toBe('local');
    expect(contentMode('local', { preview: false, stored: 'live' })).toBe('live');
  });
  it('is preview on preview hosts and with the preview switch', () => {
    expect(contentMode('preview', { preview: false, stored: null })).toBe('preview');
    expect(contentMode('production', { preview: true, stored: null })).toBe('preview');
    expect(contentMode('local', { preview: true, stored: 'live' })).toBe('preview');
  });
  it('is live on any other host, whatever is stored', () => {
    expect(contentMode('production', { preview: false, stored: 'local' })).toBe('live');
    expect(contentMode('production', { preview: false, stored: null })).toBe('live');
  });
  it('calls local content on a non-local host a mismatch (spec §4)', () => {
    expect(hasContentModeMismatch('production', 'local')).toBe(true);
    expect(hasContentModeMismatch('preview', 'local')).toBe(true);
    expect(hasContentModeMismatch('local', 'local')).toBe(false);
    expect(hasContentModeMismatch('production', 'live')).toBe(false);
    expect(hasContentModeMismatch('production', null)).toBe(false);
  });
});
