// The one way the site compiles a stylesheet it delivers itself (the blocks' and the editor's, see blocks.mjs and
// editor-styles.mjs): lightningcss, minified for the browsers Next compiles the rest of the site's CSS for; a
// `*.module.css` gets a class name of its own for each class, as a CSS module does.
import { transform } from 'lightningcss';

// Next's default browser targets, as lightningcss versions.
const version = (major, minor = 0) => (major << 16) | (minor << 8);
const targets = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) };

/**
 * @param {string} file the stylesheet's path from the project root (it seeds the class names)
 * @param {string} source
 * @param {string} prefix put in front of every class name of a module
 * @returns {{ css: string, classes: Record<string, string> }}
 */
export function compileStylesheet(file, source, prefix) {
  const modules = file.endsWith('.module.css');
  const { code, exports } = transform({
    filename: file,
    code: Buffer.from(source),
    cssModules: modules ? { pattern: `${prefix}-[hash]_[local]`, dashedIdents: false } : false,
    minify: true,
    targets,
  });
  const classes = {};
  for (const name of Object.keys(exports ?? {}).sort()) {
    const entry = exports[name];
    if (entry.composes.some((composed) => composed.type === 'dependency')) throw new Error(`${file}: composes from another file is not supported`);
    classes[name] = [entry.name, ...entry.composes.map((composed) => composed.name)].join(' ');
  }
  return { css: code.toString(), classes };
}

/** The lines of a TypeScript object literal of class names. */
export const classLines = (classes) =>
  Object.entries(classes).map(([name, value]) => `  ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}: ${JSON.stringify(value)},`);
