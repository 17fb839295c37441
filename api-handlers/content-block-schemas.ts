// Every block's schema by componentType, for checking imported content (lib/content-transfer/check-blocks.ts),
// taken from the block definitions (no React), so a new block is checked as soon as it is registered.
import { blockProblems, type BlockSchemas } from '@/lib/content-transfer/check-blocks';
import { AppError } from '@/lib/errors';
import { sanitizeContent } from '@/lib/content/pages/sanitize-page';
import { blockDefinitions } from '@/components/blocks/definitions';

export const blockSchemas: BlockSchemas = new Map(blockDefinitions.map((block) => [block.componentType, block.schema]));

/**
 * Refuses (400, naming each place) page contents in which a block, at any depth, does not fit its own schema, by
 * the same check an import makes: what the editor saves is what visitors' pages can render.
 */
export function assertBlocksFit(contents: unknown): void {
  // Made safe first, as the save will (addresses cleaned, structures no store keeps refused with their own words).
  const problems = blockProblems(sanitizeContent(contents), 'contents', blockSchemas);
  if (!problems.length) return;
  const fields = Object.fromEntries(problems.map((problem) => [problem.path, problem.message]));
  const summary = problems
    .slice(0, 3)
    .map((problem) => `${problem.path}: ${problem.message}`)
    .join('; ');
  throw new AppError('invalid_input', `Invalid input. The page has blocks that cannot be saved. ${summary}`, fields);
}
