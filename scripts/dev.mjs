// npm run dev: Next's development server, with the stylesheets the site compiles itself kept current. A block's or
// the editor's stylesheet is written as a module (npm run blocks, npm run editor-styles); a change to one is
// written again here, so the running server picks it up as it does any change to code.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const writers = [
  // A stylesheet, or an import that brings one to a block: not what the script writes itself (no loop).
  {
    dir: join(root, 'components'),
    script: 'blocks.mjs',
    matches: (file) => /^(blocks|hub)[\\/]/.test(file) && /\.(css|tsx?)$/.test(file) && !/[\\/]generated[\\/]|\.styles\.ts$/.test(file),
  },
  { dir: join(root, 'editor'), script: 'editor-styles.mjs', matches: (file) => file.endsWith('.module.css') },
];

function rewrite(script) {
  const run = spawn(process.execPath, [join(root, 'scripts', script)], { cwd: root, stdio: 'inherit' });
  run.on('exit', (code) => code === 0 || console.error(`scripts/${script} failed: the page keeps its last styles`));
}

for (const { script } of writers) rewrite(script);
for (const { dir, script, matches } of writers) {
  let pending = null;
  watch(dir, { recursive: true }, (_event, file) => {
    if (!file || !matches(String(file))) return;
    clearTimeout(pending);
    pending = setTimeout(() => rewrite(script), 100);
  });
}

const next = spawn(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
next.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
