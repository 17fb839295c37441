// Written by scripts/editor-styles.mjs from preview-widths.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/preview/preview-widths.module.css", ".ed-bgkA1a_notes{flex-wrap:wrap;align-items:center;gap:.75rem 1rem;margin-bottom:1rem;display:flex}.ed-bgkA1a_note{color:#374151;margin:0}.ed-bgkA1a_error{color:#b00020;margin:0 0 1rem;font-weight:600}.ed-bgkA1a_button{color:#fff;font:inherit;cursor:pointer;background:#14213d;border:1px solid #14213d;border-radius:.375rem;padding:.5rem 1rem}.ed-bgkA1a_button:disabled{opacity:.6;cursor:not-allowed}.ed-bgkA1a_button:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-bgkA1a_frames{flex-wrap:wrap;align-items:flex-start;gap:24px;display:flex}.ed-bgkA1a_figure{flex:none;margin:0}.ed-bgkA1a_caption{margin-bottom:.375rem;font-weight:600}.ed-bgkA1a_scale{color:#4b5563;font-weight:400}.ed-bgkA1a_viewport{background:#f9fafb;border:1px solid #6b7280;border-radius:.375rem;position:relative;overflow:hidden}.ed-bgkA1a_frame{transform-origin:0 0;background:#fff;border:0;display:block}.ed-bgkA1a_frame:focus-visible{outline:3px solid #2563eb}.ed-bgkA1a_loading{color:#4b5563;margin:1rem}");

const styles: Readonly<Record<string, string>> = {
  button: "ed-bgkA1a_button",
  caption: "ed-bgkA1a_caption",
  error: "ed-bgkA1a_error",
  figure: "ed-bgkA1a_figure",
  frame: "ed-bgkA1a_frame",
  frames: "ed-bgkA1a_frames",
  loading: "ed-bgkA1a_loading",
  note: "ed-bgkA1a_note",
  notes: "ed-bgkA1a_notes",
  scale: "ed-bgkA1a_scale",
  viewport: "ed-bgkA1a_viewport",
};
export default styles;
