// Every block's schema by componentType, for checking imported content (lib/content-transfer/check-blocks.ts),
// taken from the block registry, so a new block is checked as soon as it is registered.
import type { BlockSchemas } from '@/lib/content-transfer/check-blocks';
import { blockRegistry } from '@/components/blocks/registry';

export const blockSchemas: BlockSchemas = new Map([...blockRegistry].map(([componentType, block]) => [componentType, block.schema]));
