// Environment, parsed once. A wrong value stops start-up with a message naming the variable.
import { z } from 'zod';
import { isHostname } from '../content/domains/hostname';
import { isTimeZone } from '../dates/time-zone';
import { parseProxyEntry } from '../api/client-address';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  MONGODB_URI: optionalText.pipe(z.string().regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://').optional()),
  REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\/[^/\s]/, 'must start with redis:// or rediss:// and name a host').optional()),
  SITE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:3000' }).default('http://localhost:3000'),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@example.org'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.string().trim().min(3).default('Tidewell Community Support <no-reply@example.org>'),
  GOOGLE_MAPS_API_KEY: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  /** Where captcha answers are checked; a test or a proxy may stand in for Google's address. */
  RECAPTCHA_VERIFY_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional())
    .transform((v) => v ?? 'https://www.google.com/recaptcha/api/siteverify'),
  HUMANITIX_API_KEY: optionalText,
  /** The event provider's API address; a test or a proxy may stand in for it. */
  HUMANITIX_API_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional())
    .transform((v) => v ?? 'https://api.humanitix.com/v1/'),
  /** The time zone in which visitors read event dates and times. */
  SITE_TIME_ZONE: optionalText
    .transform((v) => v ?? 'Australia/Adelaide')
    .refine(isTimeZone, { message: 'must be a time zone name such as Australia/Adelaide' }),
  WEB_TO_LEAD_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  WEB_TO_LEAD_ORG_ID: optionalText,
  GTM_ID: optionalText,
  /** Hosts that redirects may send visitors to (https only), besides addresses on the site itself. */
  REDIRECT_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every(isHostname), {
      message: 'must be host names separated by commas, without scheme, port or path, e.g. donate.example.org,shop.example.org',
    }),
  /**
   * Where set, the content-health report checks only links to these hosts (comma separated); every other external
   * link is left unchecked. Unset: every external link is checked.
   */
  LINK_CHECK_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every(isHostname), { message: 'must be host names separated by commas, without scheme, port or path, e.g. localhost,127.0.0.1' }),
  /** Confirmation emails the forms send visitors, in all, per hour; past it visitors still get through, unconfirmed. */
  FORM_CONFIRMATIONS_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(100_000).default(200),
  /**
   * The proxies in front of the site whose X-Forwarded-For entries are believed (addresses or ranges, comma
   * separated). Unset: the client is whoever opened the connection, and the header is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine((entries) => entries.every((entry) => parseProxyEntry(entry) !== null), {
      message: 'must be IP addresses or ranges separated by commas, e.g. 127.0.0.1,10.0.0.0/8,::1',
    }),
});
export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the given environment; throws ConfigError naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) {
    if (result.data.MONGODB_URI && !result.data.AUTH_SECRET) {
      throw new ConfigError('Invalid configuration: AUTH_SECRET must be set when MONGODB_URI is set (every server must share it).');
    }
    if (Boolean(result.data.RECAPTCHA_SITE_KEY) !== Boolean(result.data.RECAPTCHA_SECRET)) {
      throw new ConfigError('Invalid configuration: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together (a captcha shown but never checked, or checked but never shown, protects nothing).');
    }
    if (result.data.WEB_TO_LEAD_URL && !result.data.WEB_TO_LEAD_ORG_ID) {
      throw new ConfigError('Invalid configuration: WEB_TO_LEAD_ORG_ID must be set when WEB_TO_LEAD_URL is set (the CRM refuses leads without it).');
    }
    return result.data;
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Parses the environment again (tests that change it, e.g. to point SMTP_URL at a local server). */
export function reloadEnv(): Env {
  cached = undefined;
  return env();
}
