import { cache } from 'react';
import type { Component } from '@/lib/content/schemas';
import { cx } from '@/components/ui/class-names';
import { backgroundClass } from '@/components/ui/colours';
import { spacingClasses } from '@/components/ui/spacing';
import { blockRegistry } from './registry';
import { stylesheetRules } from './generated/stylesheets';
import { PARTS_ATTRIBUTE } from '@/components/ui/where-rendered';
import { componentAttributes } from './shared/edit-attributes';
import { definedProps } from '@/components/ui/defined-props';
import type { BlockData, ContentRenderer } from './types';

type RenderContentsProps = {
  contents: readonly (Component | null)[];
  /** Path of the list in the page document, e.g. `contents`; item i is `${path}.${i}`. */
  path: string;
  editing?: boolean;
  /** What the server loaded for some of the components (visitors only), by component key. */
  blockData?: BlockData;
};

// One renderer per mode, made once, so blocks receive the same function on every render.
const forVisitors: ContentRenderer = (contents, path) => <RenderContents contents={contents} path={path} />;
const forEditing: ContentRenderer = (contents, path) => <RenderContents contents={contents} path={path} editing />;

/** What a block with nested contents uses to render them, in the same mode as itself. */
export const contentRenderer = (editing: boolean, blockData?: BlockData): ContentRenderer =>
  blockData ? (contents, path) => <RenderContents contents={contents} path={path} blockData={blockData} /> : editing ? forEditing : forVisitors;

/**
 * Renders a list of stored components. Unknown types and data that fails its block schema
 * render nothing: one bad component must not take the whole page down for a visitor.
 */
export function RenderContents({ contents, path, editing = false, blockData }: RenderContentsProps) {
  const context = { editing, renderContents: contentRenderer(editing, blockData), blockData };
  const sheetsPut = stylesheetsPut();
  return contents.map((item, index) => {
    const itemPath = `${path}.${index}`;
    // Editor state can hold half-made items, so even the shape is not taken on trust.
    const block = item ? blockRegistry.get(item.componentType) : undefined;
    const prepared = item && block?.prepare(item, itemPath, context);
    if (!block || !prepared) return null;
    const { component, element, parts } = prepared;
    const sheets = block.stylesheets.filter((id) => !sheetsPut.has(id));
    for (const id of sheets) sheetsPut.add(id);
    return (
      <div
        key={component.key}
        className={cx(
          'cs-component',
          spacingClasses(component),
          component.backgroundColour && 'cs-component--coloured',
          backgroundClass(component.backgroundColour?.value),
        )}
        {...componentAttributes(itemPath)}
        {...definedProps({ [PARTS_ATTRIBUTE]: parts.join(' ') || undefined })}
      >
        {/* React puts each stylesheet once into the page's head, before the block shows (BlockStyles). */}
        <BlockStyles ids={sheets} />
        {component.backgroundColour ? <div className="cs-component__inner">{element}</div> : element}
      </div>
    );
  });
}

/**
 * The stylesheets already put into the page this server render makes, so that each goes with the first block that
 * needs it: React puts a stylesheet into the page's head once, but its data for the browser would carry the rules again
 * with every block that names them. (In the browser, as in the editor, `cache` keeps nothing: each list names its own.)
 */
const stylesheetsPut = cache(() => new Set<string>());

/**
 * A block's own styles, inline in the page (no request of their own, and only on pages that show the block): React
 * hoists a <style> with an href and a precedence into the head, once per href however many blocks share it.
 */
function BlockStyles({ ids }: { ids: readonly string[] }) {
  return ids.map((id) => (
    <style key={id} href={id} precedence="cs-blocks">
      {stylesheetRules[id]}
    </style>
  ));
}
