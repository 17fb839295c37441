import { createElement, type ReactElement } from 'react';
import type { z } from 'zod';
import type { Component } from '@/lib/content/schemas';
import type { BlockDescriptor } from './descriptor';
import type { BlockData, BlockModule, BlockProps } from '../types';

/** Its parsed data, its element, and the parts (of `parts`) this content may render. */
export type PreparedBlock = { component: Component; element: ReactElement; parts: readonly string[] };

/** What a block needs besides its data: how to render nested contents, and whether it is being edited. */
export type BlockContext = Pick<BlockProps<unknown>, 'renderContents' | 'editing'> & { blockData?: BlockData };

export type RegisteredBlock = {
  componentType: string;
  label: string;
  schema: z.ZodType<Component>;
  descriptor: BlockDescriptor;
  /** The ids of the stylesheets its code imports (generated/stylesheets.ts): they reach a page only with the block. */
  stylesheets: readonly string[];
  /**
   * The names of the parts (components/blocks/block-parts.tsx) its code may render: named on its element, so that the
   * browser asks for their code as soon as it reaches the first part of the page, not one part after another.
   */
  parts: readonly string[];
  /** Parses stored data with the block's schema; null when it does not fit. */
  prepare(input: unknown, path: string, context: BlockContext): PreparedBlock | null;
};

/** A block's component bound to its schema: the type check holds each block's props to what its schema parses. */
export function register<S extends z.ZodType<Component>>(block: BlockModule<S>, stylesheets: readonly string[] = [], parts: readonly string[] = []): RegisteredBlock {
  return {
    componentType: block.componentType,
    label: block.label,
    schema: block.schema,
    descriptor: block.descriptor,
    stylesheets,
    parts,
    prepare(input, path, context) {
      const parsed = block.schema.safeParse(input);
      if (!parsed.success) return null;
      const { blockData, ...rest } = context;
      const preload = blockData?.[parsed.data.key];
      const props: BlockProps<z.output<S>> = { data: parsed.data, path, ...rest, ...(preload === undefined ? {} : { preload }) };
      const shown = block.rendersParts?.(parsed.data) ?? true;
      return { component: parsed.data, element: createElement(block.Component, props), parts: shown ? parts : [] };
    },
  };
}
