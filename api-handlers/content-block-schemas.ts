// Every block's schema by componentType, for checking imported content (lib/content-transfer/check-blocks.ts),
// taken from the block definitions (no React), so a new block is checked as soon as it is registered.
import type { BlockSchemas } from '@/lib/content-transfer/check-blocks';
import { blockDefinitions } from '@/components/blocks/definitions';

export const blockSchemas: BlockSchemas = new Map(blockDefinitions.map((block) => [block.componentType, block.schema]));
