import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedFiles, listedFolders, staleFiles } from '../../scripts/blocks.mjs';
import { blockDefinitions } from '@/components/blocks/definitions';
import { blocks } from '@/components/blocks/registry';
import { stylesheetRules } from '@/components/blocks/generated/stylesheets';

const blocksDir = join(process.cwd(), 'components', 'blocks');

describe('the block lists written from components/blocks/blocks.json', () => {
  const scratch: string[] = [];
  afterEach(() => {
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the blocks folder's manifest and the folders it lists (their definition, index and server data). */
  function copyOfBlocks(): string {
    const dir = mkdtempSync(join(tmpdir(), 'blocks-'));
    scratch.push(dir);
    cpSync(join(blocksDir, 'blocks.json'), join(dir, 'blocks.json'));
    for (const name of listedFolders(blocksDir)) cpSync(join(blocksDir, name), join(dir, name), { recursive: true });
    // What the copy's own stylesheets and imports give (their names follow their place).
    for (const [path, text] of Object.entries(generatedFiles(dir))) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  it('are current: the committed lists are what npm run blocks writes', () => {
    expect(staleFiles(blocksDir)).toEqual([]);
  });

  it('offer every block folder, in the order blocks.json gives', () => {
    const folders = listedFolders(blocksDir);
    expect(blockDefinitions).toHaveLength(folders.length);
    expect(folders.slice(0, 3)).toEqual(['text', 'rich-text', 'formatted-text']);
    expect(blockDefinitions.slice(0, 3).map((block) => block.componentType)).toEqual(['Text', 'RichText', 'FormattedText']);
  });

  it('list only the blocks with a server-data.ts among the server loaders', () => {
    const serverData = generatedFiles(blocksDir)['generated/server-data.ts'];
    expect(serverData).toContain("from '../page-hub/server-data'");
    expect(serverData).not.toContain("from '../text/server-data'");
    expect(serverData).toMatch(/^import 'server-only';$/m);
  });

  it('register each block with the stylesheets its code imports, followed through its imports, and no others', () => {
    const sheetsOf = (type: string) => blocks.find((block) => block.componentType === type)?.stylesheets;
    expect(sheetsOf('PageHub')).toEqual(['blocks/page-hub/page-hub', 'blocks/shared/form-control', 'hub/hub-card']);
    expect(sheetsOf('FeaturedContent')).toEqual(['blocks/featured-content/featured-content', 'hub/hub-card']);
    expect(sheetsOf('Button')).toEqual([]);
    for (const block of blocks) for (const id of block.stylesheets) expect(stylesheetRules[id], id).toMatch(/\{[^}]+\}/);
    // Every stylesheet belongs to some block: none is written for nothing.
    expect(new Set(blocks.flatMap((block) => block.stylesheets))).toEqual(new Set(Object.keys(stylesheetRules)));
  });

  it('go stale when a block is added to blocks.json, and name the folder that is not listed', () => {
    const dir = copyOfBlocks();
    expect(staleFiles(dir)).toEqual([]);
    cpSync(join(blocksDir, 'quote'), join(dir, 'pull-quote'), { recursive: true });
    expect(() => generatedFiles(dir)).toThrow('components/blocks/pull-quote has a definition.ts but is not in blocks.json');
    writeFileSync(join(dir, 'blocks.json'), JSON.stringify([...(listedFolders(blocksDir)), 'pull-quote']));
    // Its stylesheet (the copied quote.css) joins the rules, under the new folder's name.
    expect(staleFiles(dir)).toEqual(['generated/definitions.ts', 'generated/components.ts', 'generated/stylesheets.ts']);
  });

  it('refuse a manifest that names a folder twice or a folder with no block', () => {
    const dir = copyOfBlocks();
    writeFileSync(join(dir, 'blocks.json'), JSON.stringify([...(listedFolders(blocksDir)), 'quote']));
    expect(() => generatedFiles(dir)).toThrow('lists quote more than once');
    writeFileSync(join(dir, 'blocks.json'), JSON.stringify([...(listedFolders(blocksDir)), 'no-such-block']));
    expect(() => generatedFiles(dir)).toThrow('lists no-such-block, which has no definition.ts');
  });
});
