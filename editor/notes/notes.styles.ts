// Written by scripts/editor-styles.mjs from notes.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/notes/notes.module.css", ".ed-QheODG_marker{z-index:1040;color:#fff;cursor:pointer;background:#8a4b0a;border:2px solid #fff;border-radius:999px;align-items:center;gap:.25rem;padding:.125rem .5rem;font:600 .8125rem/1.5 system-ui,sans-serif;display:inline-flex;position:absolute;box-shadow:0 1px 4px #0000004d}.ed-QheODG_marker:focus-visible{outline-offset:1px;outline:3px solid #ffd166}.ed-QheODG_compose{margin-top:.5rem}.ed-QheODG_textarea{box-sizing:border-box;width:100%;min-height:4.5rem;font:inherit;color:#1a1a1a;resize:vertical;background:#fff;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem;padding:.5rem}.ed-QheODG_textarea:focus-visible{outline-offset:1px;outline:3px solid #2563eb}.ed-QheODG_threads{gap:.75rem;margin:.75rem 0 0;padding:0;list-style:none;display:grid}.ed-QheODG_thread{border:1px solid #d1d5db;border-left:.375rem solid #8a4b0a;border-radius:.375rem;padding:.5rem .75rem}.ed-QheODG_resolvedThread{border-left-color:#6b7280}.ed-QheODG_replies{gap:.5rem;margin:.5rem 0 0 1rem;padding:0;list-style:none;display:grid}.ed-QheODG_note{margin:0}.ed-QheODG_byline{color:#374151;margin:0;font-size:.875rem}.ed-QheODG_text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.25rem 0 0}.ed-QheODG_status{color:#374151;margin:.25rem 0 0;font-size:.875rem;font-weight:600}.ed-QheODG_noteActions{flex-wrap:wrap;gap:.5rem;margin-top:.375rem;display:flex}.ed-QheODG_group{margin-top:1rem}.ed-QheODG_group h3{margin:0;font-size:1rem}");

const styles: Readonly<Record<string, string>> = {
  byline: "ed-QheODG_byline",
  compose: "ed-QheODG_compose",
  group: "ed-QheODG_group",
  marker: "ed-QheODG_marker",
  note: "ed-QheODG_note",
  noteActions: "ed-QheODG_noteActions",
  replies: "ed-QheODG_replies",
  resolvedThread: "ed-QheODG_resolvedThread",
  status: "ed-QheODG_status",
  text: "ed-QheODG_text",
  textarea: "ed-QheODG_textarea",
  thread: "ed-QheODG_thread",
  threads: "ed-QheODG_threads",
};
export default styles;
