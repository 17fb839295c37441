// Writes the three block lists from components/blocks/blocks.json, the one list of block folders in the order the
// editor's picker offers them:
//   generated/definitions.ts  every block's definition, without React (the API, the server, the editor's fields)
//   generated/components.ts   every block's component, bound to its schema (rendering)
//   generated/server-data.ts  the loaders of the blocks with a server-data.ts (server-only)
// `node scripts/blocks.mjs` writes them; `--check` only says whether they are current (tests/unit/block-lists.test.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const blocksDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'components', 'blocks');

const HEADER = '// Written by scripts/blocks.mjs from components/blocks/blocks.json: do not edit; run `npm run blocks`.\n';

/** camelCase name of a block folder: 'rich-text' -> 'richText'. */
const identifier = (folder) => folder.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** The folders under components/blocks that hold a block (they have a definition.ts). */
export function blockFolders(dir = blocksDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'definition.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The listed folders, refused with a clear message when a folder is missing, repeated or not a block. */
export function listedFolders(dir = blocksDir) {
  const listed = JSON.parse(readFileSync(join(dir, 'blocks.json'), 'utf8'));
  if (!Array.isArray(listed) || !listed.every((name) => typeof name === 'string' && /^[a-z][a-z0-9-]*$/.test(name))) {
    throw new Error('components/blocks/blocks.json must be a list of block folder names');
  }
  const repeated = listed.filter((name, index) => listed.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`components/blocks/blocks.json lists ${repeated.join(', ')} more than once`);
  const folders = blockFolders(dir);
  const notBlocks = listed.filter((name) => !folders.includes(name));
  if (notBlocks.length > 0) throw new Error(`components/blocks/blocks.json lists ${notBlocks.join(', ')}, which has no definition.ts`);
  const unlisted = folders.filter((name) => !listed.includes(name));
  if (unlisted.length > 0) throw new Error(`components/blocks/${unlisted.join(', ')} has a definition.ts but is not in blocks.json`);
  for (const name of listed) {
    if (!existsSync(join(dir, name, 'index.ts'))) throw new Error(`components/blocks/${name} has no index.ts`);
  }
  return listed;
}

/** The generated files' contents, by path under components/blocks. */
export function generatedFiles(dir = blocksDir) {
  const folders = listedFolders(dir);
  const withServerData = folders.filter((name) => existsSync(join(dir, name, 'server-data.ts')));
  const lines = (make) => folders.map(make).join('\n');

  const definitions = `${HEADER}${lines((name) => `import * as ${identifier(name)} from '../${name}/definition';`)}

export const definitionModules = [
${lines((name) => `  ${identifier(name)},`)}
] as const;
`;

  const components = `${HEADER}import { register } from '../shared/register';
${lines((name) => `import * as ${identifier(name)} from '../${name}';`)}

export const registeredBlocks = [
${lines((name) => `  register(${identifier(name)}),`)}
];
`;

  const serverData = `${HEADER}import 'server-only';
import type { LoadServerData } from '../shared/server-data';
${withServerData.map((name) => `import { componentType as ${identifier(name)}Type } from '../${name}/definition';\nimport { loadServerData as ${identifier(name)} } from '../${name}/server-data';`).join('\n')}

export const serverDataLoaders: ReadonlyMap<string, LoadServerData> = new Map([
${withServerData.map((name) => `  [${identifier(name)}Type, ${identifier(name)}],`).join('\n')}
]);
`;

  return { 'generated/definitions.ts': definitions, 'generated/components.ts': components, 'generated/server-data.ts': serverData };
}

/** The generated files that differ from what the manifest and the folders give. */
export function staleFiles(dir = blocksDir) {
  return Object.entries(generatedFiles(dir))
    .filter(([path, text]) => !existsSync(join(dir, path)) || readFileSync(join(dir, path), 'utf8') !== text)
    .map(([path]) => path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(`The block lists are out of date (${stale.join(', ')}): run npm run blocks`);
      process.exit(1);
    }
  } else {
    for (const [path, text] of Object.entries(generatedFiles())) writeFileSync(join(blocksDir, path), text);
  }
}
