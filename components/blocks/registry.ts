import { registeredBlocks } from './generated/components';
import type { RegisteredBlock } from './shared/register';

export type { BlockContext, PreparedBlock, RegisteredBlock } from './shared/register';

/** Every block with its component, in the order of blocks.json (the order the editor's picker offers them). */
export const blocks: readonly RegisteredBlock[] = registeredBlocks;

export const blockRegistry: ReadonlyMap<string, RegisteredBlock> = new Map(
  blocks.map((block) => [block.componentType, block]),
);
