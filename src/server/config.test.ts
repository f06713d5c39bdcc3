import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses embedded defaults with no configuration', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_SIZE).toBe(20);
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and DATABASE_POOL_SIZE', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/rookery',
      DATABASE_URL: 'postgres://db.internal/rookery',
      DATABASE_POOL_SIZE: '12',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      dataDir: '/srv/rookery',
      DATABASE_URL: 'postgres://db.internal/rookery',
      DATABASE_POOL_SIZE: 12,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CONTACT_EMAIL: 'not-an-email' }, 'CONTACT_EMAIL'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('leaves SITE_URL unset unless given (links then follow the address asked, site-url.ts), and takes only http(s)', () => {
    expect(loadConfig({}).SITE_URL).toBeUndefined();
    expect(loadConfig({ SITE_URL: 'https://rookery.example.org' }).SITE_URL).toBe('https://rookery.example.org');
    expect(() => loadConfig({ SITE_URL: 'ftp://rookery.example.org' })).toThrow(/SITE_URL/);
  });

  it('reads the realtime limits, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      REALTIME_MAX_FRAMES_PER_SECOND: 20,
      REALTIME_MAX_CHANNELS_PER_SOCKET: 50,
      REALTIME_MAX_SOCKETS_PER_ADDRESS: 20,
    });
    expect(loadConfig({ REALTIME_MAX_SOCKETS_PER_ADDRESS: '500' }).REALTIME_MAX_SOCKETS_PER_ADDRESS).toBe(500);
    expect(() => loadConfig({ REALTIME_MAX_FRAMES_PER_SECOND: '0' })).toThrow(/REALTIME_MAX_FRAMES_PER_SECOND/);
  });

  it('splits comma lists', () => {
    expect(loadConfig({ PRODUCTION_HOSTS: 'a.org, b.org,' }).PRODUCTION_HOSTS).toEqual(['a.org', 'b.org']);
  });
});
