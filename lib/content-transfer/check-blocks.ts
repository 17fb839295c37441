// Checks every component of imported content, nested ones included, against its own block's schema
// (components/blocks/<name>/schema.ts, handed in by the caller so that lib/ stays free of components/).
// A page saved in the editor parses with these schemas; an imported page must too, or visitors would see a
// block silently left out. Each problem names its path in the page ('contents.2.left.0.text').
import type { z } from 'zod';
import { isStorableFieldName } from '@/lib/db/port';

/** componentType -> that block's schema. */
export type BlockSchemas = ReadonlyMap<string, z.ZodType>;

export type Problem = { path: string; message: string };

/** Deeper than any real page; a little below what sanitize-page.ts refuses, so a dry run never promises a page the save then refuses. */
const MAX_DEPTH = 60;
/** Enough to fix a page by; the rest would only make the report longer. */
const MAX_PROBLEMS = 20;

const join = (base: string, parts: readonly PropertyKey[]) => [base, ...parts.map(String)].filter(Boolean).join('.');
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isComponentLike = (value: unknown) => isRecord(value) && typeof value.componentType === 'string';

/** The problems of every component found in `value` (a page's contents), paths starting at `basePath`. */
export function blockProblems(value: unknown, basePath: string, schemas: BlockSchemas): Problem[] {
  const problems: Problem[] = [];
  const add = (problem: Problem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };

  const checkComponent = (component: Record<string, unknown>, path: string) => {
    const type = String(component.componentType);
    const schema = schemas.get(type);
    if (!schema) return add({ path, message: `There is no block of type '${type.slice(0, 60)}'.` });
    const parsed = schema.safeParse(component);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add({ path: join(path, issue.path), message: issue.message });
      return;
    }
    dropped(component, parsed.data, path, 0);
  };

  // A nested content list turns an item that is not a component into null rather than failing its block:
  // on import that would lose the item without a word, so it is reported instead.
  const dropped = (raw: unknown, parsed: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(raw) && Array.isArray(parsed)) {
      raw.forEach((item, i) => {
        const at = `${path}.${i}`;
        if (parsed[i] === null && item !== null && item !== undefined && !isComponentLike(item)) add({ path: at, message: 'This item is not a block.' });
        else dropped(item, parsed[i], at, depth + 1);
      });
    } else if (isRecord(raw) && isRecord(parsed)) {
      for (const [key, inner] of Object.entries(raw)) if (key in parsed) dropped(inner, parsed[key], `${path}.${key}`, depth + 1);
    }
  };

  const visit = (node: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return add({ path, message: 'The content is nested too deeply.' });
    if (Array.isArray(node)) {
      // No block holds one, and not every store can keep one (sanitize-page.ts refuses it on save alike).
      if (node.some(Array.isArray)) return add({ path, message: 'A list directly inside a list cannot be saved.' });
      return node.forEach((item, i) => visit(item, `${path}.${i}`, depth + 1));
    }
    if (!isRecord(node)) return;
    if (isComponentLike(node)) checkComponent(node, path);
    for (const [key, inner] of Object.entries(node)) {
      // Blocks keep fields they do not know; the store cannot keep names like these.
      if (!isStorableFieldName(key)) add({ path, message: `A field name cannot contain '.' or a NUL character, or start with '$' (${JSON.stringify(key.slice(0, 60))}).` });
      else visit(inner, `${path}.${key}`, depth + 1);
    }
  };

  visit(value, basePath, 0);
  return problems;
}
