// What the field editor tests share: a controlled host that keeps the value, a page context, and a fake API.
import { useState, type ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { PageSchema } from '@/lib/content/schemas';
import type { FieldContext, FieldEditorProps } from '@/editor/fields/types';

export function pageContext(contents: unknown[] = []): FieldContext {
  return {
    domainId: 'default',
    page: PageSchema.parse({ _id: 'page-1', domainId: 'default', slug: 'about', contents }),
    componentPath: 'contents.0',
    selectComponent: () => undefined,
    addComponent: () => undefined,
  };
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

/** Answers GET /api/<path>?... calls by path, recording every address asked for. */
export function fakeApi(answers: Record<string, (query: URLSearchParams) => unknown>) {
  const asked: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const answer = answers[url.pathname.replace(/^\/api\//, '')];
    if (!answer) return new Response(JSON.stringify({ error: { message: 'Unknown call' } }), { status: 404 });
    return new Response(JSON.stringify(answer(url.searchParams)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked, fetchMock };
}
