// What the field editor tests share: a page context, ways to render an editor (directly, or in a controlled host that
// keeps the value), a fake API, and the rich text editor's test setup.
import { render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { FieldDescriptor, RichTextField } from '@/components/blocks/shared/descriptor';
import { PageSchema } from '@/lib/content/schemas';
import { FieldEditor } from '@/editor/fields';
import type { FieldContext, FieldEditorProps } from '@/editor/fields/types';

/** A context for the component at `componentPath` of a page holding `contents`; its callbacks are mocks. */
export function pageContext(contents: unknown[] = [], componentPath = 'contents.0'): FieldContext {
  return {
    domainId: 'default',
    page: PageSchema.parse({ _id: 'page-1', domainId: 'default', slug: 'about', contents }),
    componentPath,
    selectComponent: vi.fn(),
    addComponent: vi.fn(),
  };
}

/** Renders the editor for `field` holding `value`, reporting to a mock; `rerenderWith` gives it another value. */
export function renderField(field: FieldDescriptor, value: unknown, context = pageContext()) {
  const onChange = vi.fn();
  const editor = (shown: unknown) => <FieldEditor id="f1" field={field} value={shown} onChange={onChange} context={context} />;
  const view = render(editor(value));
  return { ...view, onChange, rerenderWith: (next: unknown) => view.rerender(editor(next)) };
}

/** Renders the editor as the sidebar does: the value it is given is whatever it last reported. */
export function hostFor<F extends FieldDescriptor>(Editor: ComponentType<FieldEditorProps<F>>, field: F, context = pageContext()) {
  const changes: unknown[] = [];
  function Host({ initial }: { initial?: unknown }) {
    const [value, setValue] = useState<unknown>(initial);
    return (
      // A fresh cache per test: one test's answers must not show in another.
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Editor
          id="edit-field-test"
          field={field}
          value={value}
          context={context}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </SWRConfig>
    );
  }
  return { Host, changes, last: () => changes.at(-1) };
}

export { fakeApi } from '../support/fake-api';

/** For `beforeAll`: jsdom has no layout; ProseMirror asks for positions when it scrolls the selection into view. */
export function stubLayoutForProseMirror() {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const rects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
}

export const richTextBody: RichTextField = { kind: 'richText', path: 'text', label: 'Body' };

/** Renders the rich text editor and waits for its editable area. */
export async function renderRichText(value: string, descriptor: RichTextField = richTextBody) {
  const { onChange, rerenderWith } = renderField(descriptor, value);
  const box = await screen.findByRole('textbox', { name: descriptor.label });
  return { onChange, box, rerender: rerenderWith };
}

/** The HTML the editor last reported. */
export const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as string;

/** Every rich text toolbar button, in order. */
export const allRichTextTools = ['Bold', 'Italic', 'Underline', 'Strike', 'Heading 2', 'Heading 3', 'Heading 4', 'Bullet list', 'Numbered list', 'Quote', 'Link', 'Remove link', 'Insert crisis contact'];

export const toolNames = () => screen.queryAllByRole('button').map((button) => button.textContent);
