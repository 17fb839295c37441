import type { ComponentType } from 'react';
import type { FieldDescriptor, FieldKind } from '@/components/blocks/shared/descriptor';
import type { Page } from '@/lib/content/schemas';

/** What every field editor may need beyond its own value. */
export type FieldContext = {
  domainId: string;
  /** The working copy being edited (for anchors on the page, the page's own id, …). */
  page: Page;
  /** Full path of the component the field belongs to ('' for the page itself / its header). */
  componentPath: string;
  /** Selects a component (its path) in the page and the sidebar, e.g. a child listed by a content field. */
  selectComponent: (path: string) => void;
  /** Opens the block picker to add a component into the content list at `listPath`, at `index`. */
  addComponent: (listPath: string, index: number) => void;
  /** True where plain text may name a crisis contact (`{{crisis:…}}`): a page's content, which visitors see resolved. */
  crisisReferences?: boolean;
};

export type FieldEditorProps<F extends FieldDescriptor = FieldDescriptor> = {
  /** Unique DOM id for the field's main control (labels point at it; the sidebar focuses it). */
  id: string;
  field: F;
  /** The value at the field's path (may be undefined or of the wrong shape: editors must cope). */
  value: unknown;
  /** Replaces the value at the field's path. Called per keystroke for text; the history coalesces typing. */
  onChange: (value: unknown) => void;
  context: FieldContext;
};

/** One editor per field kind. A kind without an editor fails the type check. */
export type FieldEditorMap = {
  [K in FieldKind]: ComponentType<FieldEditorProps<Extract<FieldDescriptor, { kind: K }>>>;
};
