// A domain as config/loadDomain answers it, for component tests of the domain panel and form.
import type { DomainState } from '@/editor/settings/use-domains';

export const domainState = (fields: Partial<DomainState> & Pick<DomainState, '_id' | 'name'>): DomainState => ({
  hostnames: [],
  published: true,
  isDefault: false,
  version: 1,
  updatedAt: '2025-03-04T09:00:00.000Z',
  ...fields,
});
