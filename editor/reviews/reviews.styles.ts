// Written by scripts/editor-styles.mjs from reviews.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/reviews/reviews.module.css", ".ed-tsbp2a_banner{z-index:990;box-sizing:border-box;color:#1a1a1a;background:#fffbeb;border:2px solid #8a4b0a;border-radius:.5rem;max-width:44rem;margin:0 auto;padding:.75rem 1rem;font-family:system-ui,sans-serif;position:fixed;top:4.25rem;left:12rem;right:1rem;box-shadow:0 2px 10px #0003}body.editor-menu-collapsed .ed-tsbp2a_banner{left:4rem}@media (width>=64rem){body.editor-sidebar-open .ed-tsbp2a_banner{right:27rem}}.ed-tsbp2a_banner h2{margin:0;font-size:1rem}.ed-tsbp2a_banner p{margin:.25rem 0 0}.ed-tsbp2a_quote{white-space:pre-wrap;overflow-wrap:anywhere;font-style:italic}.ed-tsbp2a_reviewerList{gap:.25rem;margin:.25rem 0 0;padding:0;list-style:none;display:grid}.ed-tsbp2a_textarea{box-sizing:border-box;width:100%;min-height:4.5rem;font:inherit;color:#1a1a1a;resize:vertical;background:#fff;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem;padding:.5rem}.ed-tsbp2a_textarea:focus-visible{outline-offset:1px;outline:3px solid #2563eb}.ed-tsbp2a_rows{gap:.5rem;margin:.5rem 0 0;padding:0;list-style:none;display:grid}.ed-tsbp2a_row{border:1px solid #d1d5db;border-radius:.375rem;padding:.5rem .75rem}.ed-tsbp2a_row p{margin:.125rem 0 0}.ed-tsbp2a_state{font-weight:600}.ed-tsbp2a_changed{color:#8a1c1c;font-weight:600}");

const styles: Readonly<Record<string, string>> = {
  banner: "ed-tsbp2a_banner",
  changed: "ed-tsbp2a_changed",
  quote: "ed-tsbp2a_quote",
  reviewerList: "ed-tsbp2a_reviewerList",
  row: "ed-tsbp2a_row",
  rows: "ed-tsbp2a_rows",
  state: "ed-tsbp2a_state",
  textarea: "ed-tsbp2a_textarea",
};
export default styles;
