import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/lib/config/env';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({ DATA_DIR: './data', SITE_URL: 'http://localhost:3000', ADMIN_EMAIL: 'admin@example.org' });
    expect(config.MONGODB_URI).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('reads REDIRECT_HOSTS as a list of host names, empty by default', () => {
    expect(parseEnv({}).REDIRECT_HOSTS).toEqual([]);
    expect(parseEnv({ REDIRECT_HOSTS: ' ' }).REDIRECT_HOSTS).toEqual([]);
    expect(parseEnv({ REDIRECT_HOSTS: 'Donate.Example.org, shop.example.org,' }).REDIRECT_HOSTS).toEqual(['donate.example.org', 'shop.example.org']);
  });

  it('dates events in Adelaide and asks the ticketing provider at its own address unless told otherwise', () => {
    expect(parseEnv({})).toMatchObject({ SITE_TIME_ZONE: 'Australia/Adelaide', HUMANITIX_API_URL: 'https://api.humanitix.com/v1/' });
    expect(parseEnv({ SITE_TIME_ZONE: 'Europe/London', HUMANITIX_API_URL: 'http://127.0.0.1:4010/v1/' })).toMatchObject({ SITE_TIME_ZONE: 'Europe/London', HUMANITIX_API_URL: 'http://127.0.0.1:4010/v1/' });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ MONGODB_URI: '', ADMIN_PASSWORD: ' ', SMTP_URL: '' }).MONGODB_URI).toBeUndefined();
  });

  it.each([
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ MONGODB_URI: 'mongodb://localhost/site' }, 'AUTH_SECRET'],
    [{ REDIRECT_HOSTS: 'https://donate.example.org' }, 'REDIRECT_HOSTS'],
    [{ REDIRECT_HOSTS: 'donate.example.org;shop.example.org' }, 'REDIRECT_HOSTS'],
    [{ REDIRECT_HOSTS: 'donate.example.org:8443' }, 'REDIRECT_HOSTS'],
    [{ SITE_TIME_ZONE: 'Adelaide' }, 'SITE_TIME_ZONE'],
    [{ HUMANITIX_API_URL: 'ftp://api.example.org/' }, 'HUMANITIX_API_URL'],
  ])('stops start-up naming the wrong variable: %j', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(variable));
  });
});
