// Writes each editor stylesheet (editor/**/*.module.css) as a module of the editor's own code, beside it:
//   panel.module.css -> panel.styles.ts   its class names, as a CSS module gives them, and its rules, added to the
//                                          page (editor/ui/editor-styles.ts) when the editor's code first runs
// Imported through the bundler instead, the stylesheets of the lazily loaded editor went into the CSS of every
// visitor page. `node scripts/editor-styles.mjs` writes them; `--check` only says whether they are current
// (tests/unit/editor-styles.test.ts).
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classLines, compileStylesheet } from './compile-styles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every stylesheet module under editor/, as paths from the project root with '/'. */
export function editorStylesheets(dir = join(root, 'editor')) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...editorStylesheets(path));
    else if (entry.name.endsWith('.module.css')) found.push(relative(root, path).split(sep).join('/'));
  }
  return found.sort();
}

/** The module written for one stylesheet (its path from the project root). */
export function stylesModule(file, source = readFileSync(join(root, file), 'utf8')) {
  const { css, classes } = compileStylesheet(file, source, 'ed');
  const base = file.split('/').pop();
  return [
    `// Written by scripts/editor-styles.mjs from ${base}: do not edit; run \`npm run editor-styles\`.`,
    `import { addEditorStyles } from '@/editor/ui/editor-styles';`,
    '',
    `addEditorStyles(${JSON.stringify(file)}, ${JSON.stringify(css)});`,
    '',
    'const styles: Readonly<Record<string, string>> = {',
    ...classLines(classes),
    '};',
    'export default styles;',
    '',
  ].join('\n');
}

export const modulePathOf = (file) => file.replace(/\.module\.css$/, '.styles.ts');

/** Every module, by its path from the project root. */
export function generatedFiles() {
  return Object.fromEntries(editorStylesheets().map((file) => [modulePathOf(file), stylesModule(file)]));
}

/** The modules that are missing or differ from what would be written now. */
export function staleFiles() {
  return Object.entries(generatedFiles())
    .filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text)
    .map(([path]) => path);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(`Out of date (run npm run editor-styles): ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    // Only what changed: an unchanged file rewritten would make a running development server build again.
    for (const [path, text] of Object.entries(generatedFiles())) {
      const target = join(root, path);
      if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
    }
  }
}
