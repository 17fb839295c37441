// Writes each editor stylesheet (editor/**/*.module.css) as a module of the editor's own code, beside it:
//   panel.module.css -> panel.styles.ts   its class names, as a CSS module gives them, and its rules, added to the
//                                          page (editor/ui/editor-styles.ts) when the editor's code first runs
// Imported through the bundler instead, the stylesheets of the lazily loaded editor went into the CSS of every
// visitor page. `node scripts/editor-styles.mjs` writes them; `--check` only says whether they are current
// (tests/unit/editor-styles.test.ts).
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The browsers Next compiles the site's own CSS for (its default targets), as lightningcss versions.
const version = (major, minor = 0) => (major << 16) | (minor << 8);
const targets = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) };

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
  const { code, exports = {} } = transform({
    filename: file,
    code: Buffer.from(source),
    cssModules: { pattern: 'ed-[hash]_[local]', dashedIdents: false },
    minify: true,
    targets,
  });
  const names = Object.keys(exports).sort();
  const classes = names.map((name) => {
    const entry = exports[name];
    const value = [entry.name, ...entry.composes.map((composed) => composed.name)].join(' ');
    return `  ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}: ${JSON.stringify(value)},`;
  });
  const base = file.split('/').pop();
  return [
    `// Written by scripts/editor-styles.mjs from ${base}: do not edit; run \`npm run editor-styles\`.`,
    `import { addEditorStyles } from '@/editor/ui/editor-styles';`,
    '',
    `addEditorStyles(${JSON.stringify(file)}, ${JSON.stringify(code.toString())});`,
    '',
    'const styles: Readonly<Record<string, string>> = {',
    ...classes,
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
    for (const [path, text] of Object.entries(generatedFiles())) writeFileSync(join(root, path), text);
  }
}
