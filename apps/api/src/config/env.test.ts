import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has defaults that run the app on port 3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.fakeNow).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/lavage',
      DATABASE_URL: 'postgres://u@db:5432/lavage',
      PUBLIC_URL: 'https://lavage.example.ch/app',
      ADMIN_EMAIL: ' Admin@Exemple.ch ',
      ADMIN_PASSWORD: 'secret1',
      FAKE_NOW: '2026-03-29T00:30:00Z',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/lavage',
      databaseUrl: 'postgres://u@db:5432/lavage',
      publicUrl: 'https://lavage.example.ch',
      admin: { email: 'admin@exemple.ch', password: 'secret1' },
      trustProxy: true,
    });
    expect(config.fakeNow?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ FAKE_NOW: 'hier' }, 'FAKE_NOW'],
    [{ FAKE_NOW: '2026-01-01T00:00:00Z', NODE_ENV: 'production' }, 'FAKE_NOW'],
    [{ ADMIN_EMAIL: 'a@b.ch' }, 'ADMIN_PASSWORD'],
    [{ INSTAGRAM_USER_ID: '1784' }, 'INSTAGRAM_ACCESS_TOKEN'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ APPLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 'team' }, 'APPLE_PRIVATE_KEY'],
    [{ NODE_ENV: 'production', GOOGLE_ISSUER: 'http://127.0.0.1:9000' }, 'GOOGLE_ISSUER'],
    [{ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, 'PUBLIC_URL'],
    [{ INSTAGRAM_GRAPH_URL: 'ftp://graph' }, 'INSTAGRAM_GRAPH_URL'],
  ])('refuses %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
