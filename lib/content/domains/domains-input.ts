// Input shapes of the config calls (SPEC.md §7 Domains), shared by their handlers.
import { z } from 'zod';
import { HOSTNAME_MAX, isHostname, normaliseHostname } from './hostname';

export const HOSTNAMES_LIMIT = 20;

export const DomainIdInput = z.string().min(1, 'Choose a domain').max(100);

/** A host name as staff type it ('Second.Localhost:3000' is fine), stored normalised ('second.localhost'). */
export const HostnameInput = z
  .string({ error: 'A host name must be text' })
  .max(HOSTNAME_MAX + 100, `A host name must be at most ${HOSTNAME_MAX} characters`)
  .transform((raw, ctx) => {
    const hostname = normaliseHostname(raw);
    if (!isHostname(hostname)) {
      ctx.addIssue({
        code: 'custom',
        message: raw.trim()
          ? `'${raw.trim().slice(0, 60)}' is not a host name: use letters, digits, dots and hyphens, e.g. www.example.org (at most ${HOSTNAME_MAX} characters)`
          : 'A host name cannot be empty',
      });
      return z.NEVER;
    }
    return hostname;
  });

export const DomainNameInput = z
  .string({ error: 'The domain name must be text' })
  .trim()
  .min(1, 'Give the domain a name')
  .max(120, 'The domain name must be at most 120 characters');

/** What config/saveDomain reads of the domain sent: the rest (published, isDefault...) is changed by other calls. */
export const SavedDomainInput = z
  .object({
    _id: DomainIdInput.optional(),
    name: DomainNameInput,
    // Written twice ('Localhost' and 'localhost:3000') is the same host: kept once.
    hostnames: z
      .array(HostnameInput)
      .max(HOSTNAMES_LIMIT, `A domain can have at most ${HOSTNAMES_LIMIT} host names`)
      .transform((names) => [...new Set(names)]),
    version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine((domain, ctx) => {
    if (domain._id !== undefined && domain.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'Send the version the domain was loaded at' });
    }
  });
export type SavedDomain = z.infer<typeof SavedDomainInput>;

/** A domain named by its id (publish, unpublish, swap): other fields sent along are ignored. */
export const DomainRefInput = z.object({ domain: z.object({ _id: DomainIdInput }) });
