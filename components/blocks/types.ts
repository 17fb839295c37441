import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Component } from '@/lib/content/schemas';

export type BlockProps<T> = {
  /** The component after its block schema filled in the defaults. */
  data: T;
  /** Where the component sits in the page document, e.g. `contents.3`; prefix of every data-edit. */
  path: string;
};

/** What every block folder's index.ts exports. */
export type BlockModule<S extends z.ZodType<Component> = z.ZodType<Component>> = {
  componentType: string;
  label: string;
  schema: S;
  Component: ComponentType<BlockProps<z.output<S>>>;
};
