'use client';

import type { Page } from '@/lib/content/schemas';

export type NewPagePanelProps = {
  domainId: string;
  onClose: () => void;
  /** The working copy the server created: the editor opens it. */
  onCreated: (page: Page) => void;
};

/** 'Create new page' (SPEC.md §2): placeholder until the panel lands. */
export function NewPagePanel(_props: NewPagePanelProps) {
  return null;
}
