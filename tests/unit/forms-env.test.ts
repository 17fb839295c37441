// The form integrations' configuration: the captcha check address and the CRM endpoint.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/lib/config/env';

describe('form configuration', () => {
  it("checks captchas with Google unless RECAPTCHA_VERIFY_URL says otherwise", () => {
    expect(parseEnv({}).RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(parseEnv({ RECAPTCHA_VERIFY_URL: '' }).RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(parseEnv({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/verify' }).RECAPTCHA_VERIFY_URL).toBe('http://127.0.0.1:9000/verify');
    expect(() => parseEnv({ RECAPTCHA_VERIFY_URL: 'ftp://example.org' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });

  it('sends leads only to an http(s) WEB_TO_LEAD_URL, and only with WEB_TO_LEAD_ORG_ID', () => {
    expect(parseEnv({}).WEB_TO_LEAD_URL).toBeUndefined();
    expect(parseEnv({ WEB_TO_LEAD_URL: 'https://crm.example.com/lead', WEB_TO_LEAD_ORG_ID: '00D1' }).WEB_TO_LEAD_URL).toBe('https://crm.example.com/lead');
    expect(() => parseEnv({ WEB_TO_LEAD_URL: 'crm.example.com', WEB_TO_LEAD_ORG_ID: '00D1' })).toThrow(/WEB_TO_LEAD_URL/);
    expect(() => parseEnv({ WEB_TO_LEAD_URL: 'https://crm.example.com/lead' })).toThrow(ConfigError);
    expect(() => parseEnv({ WEB_TO_LEAD_URL: 'https://crm.example.com/lead' })).toThrow(/WEB_TO_LEAD_ORG_ID/);
  });

  it('takes the captcha site key and secret together or not at all', () => {
    expect(parseEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }).RECAPTCHA_SECRET).toBe('secret');
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET/);
    expect(() => parseEnv({ RECAPTCHA_SECRET: 'secret' })).toThrow(/RECAPTCHA_SITE_KEY/);
  });
});
