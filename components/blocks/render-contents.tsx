import type { Component } from '@/lib/content/schemas';
import { cx } from '@/components/ui/class-names';
import { backgroundClass } from '@/components/ui/colours';
import { spacingClasses } from '@/components/ui/spacing';
import { blockRegistry } from './registry';
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
  return contents.map((item, index) => {
    const itemPath = `${path}.${index}`;
    // Editor state can hold half-made items, so even the shape is not taken on trust.
    const prepared = item && blockRegistry.get(item.componentType)?.prepare(item, itemPath, context);
    if (!prepared) return null;
    const { component, element } = prepared;
    return (
      <div
        key={component.key}
        className={cx(
          'cs-component',
          spacingClasses(component),
          component.backgroundColour && 'cs-component--coloured',
          backgroundClass(component.backgroundColour?.value),
        )}
        data-component={itemPath}
      >
        {component.backgroundColour ? <div className="cs-component__inner">{element}</div> : element}
      </div>
    );
  });
}
