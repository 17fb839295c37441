// The rich-text field takes in values changed outside it (undo, a restored backup), but never its own earlier state
// coming back late: a key pressed between a render and its effect must not be erased.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Editor } from '@tiptap/react';
import { richTextExtensions } from '@/editor/fields/rich-text-extensions';
import { useExternalHtml } from '@/editor/fields/use-external-html';

let editor: Editor;
afterEach(() => editor?.destroy());

/** The field's hook, with `typing` typed at the end of the text while the render is under way. */
function Harness({ html, typing }: { html: string; typing?: string }) {
  useExternalHtml(editor, html);
  if (typing) editor.commands.insertContentAt(editor.state.doc.content.size - 1, typing);
  return null;
}

describe('useExternalHtml', () => {
  it('keeps what was typed after the value it is given was rendered', () => {
    editor = new Editor({ extensions: richTextExtensions({}), content: '<p>One</p>' });
    const view = render(<Harness html="<p>One</p>" />);
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' two');
    // The page renders with ' two' while ' three' is typed before the render's effects run.
    view.rerender(<Harness html="<p>One two</p>" typing=" three" />);
    expect(editor.getHTML()).toBe('<p>One two three</p>');
  });

  it('keeps what was typed when the page renders an older value of its own after the newer one was typed', () => {
    editor = new Editor({ extensions: richTextExtensions({}), content: '<p>One</p>' });
    const view = render(<Harness html="<p>One</p>" />);
    // A link applied (say), then Enter and more words, all before the page renders the link's value.
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' two');
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' three');
    view.rerender(<Harness html="<p>One two</p>" />);
    expect(editor.getHTML()).toBe('<p>One two three</p>');
    view.rerender(<Harness html="<p>One two three</p>" />);
    // Caught up: an undo afterwards is taken in, even to a value the editor once sent.
    view.rerender(<Harness html="<p>One two</p>" />);
    expect(editor.getHTML()).toBe('<p>One two</p>');
  });

  it('takes in a value changed outside the editor, such as an undo', () => {
    editor = new Editor({ extensions: richTextExtensions({}), content: '<p>One two</p>' });
    const view = render(<Harness html="<p>One two</p>" />);
    view.rerender(<Harness html="<p>One</p>" />);
    expect(editor.getHTML()).toBe('<p>One</p>');
  });
});
