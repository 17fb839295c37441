// Written by scripts/editor-styles.mjs from insert.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/insert/insert.module.css", ".ed-cSqRHW_search{flex-direction:column;gap:.25rem;margin-bottom:1rem;font-weight:600;display:flex}.ed-cSqRHW_search input{font:inherit;border:1px solid #6b7280;border-radius:.375rem;padding:.5rem;font-weight:400}.ed-cSqRHW_layout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start;gap:1.5rem;display:grid}@media (width<=700px){.ed-cSqRHW_layout{grid-template-columns:1fr}}.ed-cSqRHW_category{margin:.75rem 0 .25rem;font-size:1rem}.ed-cSqRHW_list{gap:.35rem;margin:0;padding:0;list-style:none;display:grid}.ed-cSqRHW_choice{text-align:left;color:#1a1a1a;width:100%;font:inherit;cursor:pointer;background:#fff;border:1px solid #9ca3af;border-radius:.375rem;grid-template-columns:1.75rem 1fr;column-gap:.5rem;padding:.5rem;display:grid}.ed-cSqRHW_choice:hover,.ed-cSqRHW_choice:focus-visible{background:#eef2ff;border-color:#14213d}.ed-cSqRHW_choice:focus-visible{outline-offset:1px;outline:3px solid #1d4ed8}.ed-cSqRHW_choiceLabel{font-weight:600}.ed-cSqRHW_choiceDescription{color:#374151;grid-column:2;font-size:.85rem}.ed-cSqRHW_preview{border:1px solid #d1d5db;border-radius:.5rem;margin:0;position:sticky;top:0;overflow:hidden}.ed-cSqRHW_previewCaption{color:#1a1a1a;background:#f3f4f6;padding:.5rem .75rem;font-weight:600}.ed-cSqRHW_previewStage{pointer-events:none;max-height:24rem;padding:1rem;overflow:hidden}");

const styles: Readonly<Record<string, string>> = {
  category: "ed-cSqRHW_category",
  choice: "ed-cSqRHW_choice",
  choiceDescription: "ed-cSqRHW_choiceDescription",
  choiceLabel: "ed-cSqRHW_choiceLabel",
  layout: "ed-cSqRHW_layout",
  list: "ed-cSqRHW_list",
  preview: "ed-cSqRHW_preview",
  previewCaption: "ed-cSqRHW_previewCaption",
  previewStage: "ed-cSqRHW_previewStage",
  search: "ed-cSqRHW_search",
};
export default styles;
