// Every block the site has, as the server, the API and the editor know it without React: its type, label, schema
// and field descriptor, in the order of blocks.json. A new block: its folder and one line in blocks.json, then
// `npm run blocks` writes the lists (generated/). The API (content import, page saves) takes schemas from here
// and never loads a component.
import type { z } from 'zod';
import type { Component } from '@/lib/content/schemas';
import type { BlockDescriptor } from './shared/descriptor';
import { definitionModules } from './generated/definitions';

export type BlockDefinition = { componentType: string; label: string; schema: z.ZodType<Component>; descriptor: BlockDescriptor };

export const blockDefinitions = definitionModules satisfies readonly BlockDefinition[];

/** Every block's componentType. */
export type BlockType = (typeof blockDefinitions)[number]['componentType'];

export const blockDefinitionOf: ReadonlyMap<string, BlockDefinition> = new Map(blockDefinitions.map((block) => [block.componentType, block]));

export function descriptorFor(componentType: string): BlockDescriptor | undefined {
  return blockDefinitionOf.get(componentType)?.descriptor;
}

/**
 * A new component of this type with every field at its block's default, as the editor inserts it.
 * Throws for a type no block registers: the editor only offers registered ones.
 */
export function createComponent(componentType: string, key: string): Component {
  const block = blockDefinitionOf.get(componentType);
  if (!block) throw new Error(`No block is registered for componentType '${componentType}'`);
  return block.schema.parse({ componentType, key });
}
