import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { Component } from '@/lib/content/schemas';
import type { BlockDescriptor } from './shared/descriptor';

/**
 * Renders a nested list of components at `path` (item i at `${path}.${i}`); null items render nothing
 * and keep their place. Handed to blocks through props so that no block imports the registry.
 */
export type ContentRenderer = (contents: readonly (Component | null)[], path: string) => ReactNode;

export type BlockProps<T> = {
  /** The component after its block schema filled in the defaults. */
  data: T;
  /** Where the component sits in the page document, e.g. `contents.3`; prefix of every data-edit. */
  path: string;
  renderContents: ContentRenderer;
  /**
   * True inside the editor: empty values still render their element, with a placeholder, so they can
   * be clicked and filled in. False for visitors, who never see an empty element.
   */
  editing: boolean;
  /**
   * What the server loaded for this component while rendering the visitor's page (the hub's first page, featured
   * cards: the block's server-data.ts), by its key; undefined in the editor, where such blocks ask the public API.
   */
  preload?: unknown;
};

/** Data loaded by the server for some components of a page, by component key. */
export type BlockData = Readonly<Record<string, unknown>>;

/** What every block folder's index.ts exports. */
export type BlockModule<S extends z.ZodType<Component> = z.ZodType<Component>> = {
  componentType: string;
  label: string;
  schema: S;
  descriptor: BlockDescriptor;
  Component: ComponentType<BlockProps<z.output<S>>>;
  /**
   * Whether this content renders any of the block's parts (components/blocks/block-parts.tsx) for visitors, for a
   * block whose parts show only with some content: the page then never asks ahead for code it will not run.
   */
  rendersParts?: (data: z.output<S>) => boolean;
};
