import { describe, expect, it } from 'vitest';
import { editorStylesheets, modulePathOf, staleFiles, stylesModule } from '../../scripts/editor-styles.mjs';

describe('the editor’s stylesheets, written as modules of the editor’s code', () => {
  it('are current: each *.styles.ts is what npm run editor-styles writes from its *.module.css', () => {
    expect(editorStylesheets().length).toBeGreaterThan(10);
    expect(staleFiles()).toEqual([]);
  });

  it('give each class a name of its own and keep :global rules as written', () => {
    const text = stylesModule('editor/ui/sample.module.css', '.panel { color: red } .panel:hover .title { color: blue } :global(body.editor-open) { padding: 0 }');
    const panel = /panel: "(ed-[\w-]+_panel)"/.exec(text)?.[1];
    expect(panel).toBeTruthy();
    expect(text).toContain(`title: "${panel!.replace('_panel', '_title')}"`);
    expect(text).toContain(`.${panel}{color:red}`);
    expect(text).toContain('body.editor-open{padding:0}');
    expect(text).toContain(`addEditorStyles("editor/ui/sample.module.css"`);
    expect(modulePathOf('editor/ui/sample.module.css')).toBe('editor/ui/sample.styles.ts');
  });
});
