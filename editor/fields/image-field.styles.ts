// Written by scripts/editor-styles.mjs from image-field.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/fields/image-field.module.css", ".ed-kqThmG_preview{background:#f3f4f6;border-radius:.375rem;max-width:100%;height:auto;margin-top:.5rem;display:block}.ed-kqThmG_pickerList{grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.75rem;margin:1rem 0 0;padding:0;list-style:none;display:grid}.ed-kqThmG_pickerItem{width:100%;font:inherit;text-align:left;cursor:pointer;overflow-wrap:anywhere;background:#fff;border:1px solid #d1d5db;border-radius:.375rem;flex-direction:column;gap:.25rem;padding:.5rem;display:flex}.ed-kqThmG_pickerItem:hover,.ed-kqThmG_pickerItem:focus-visible{outline-offset:1px;border-color:#1d4ed8;outline:3px solid #1d4ed8}.ed-kqThmG_thumbnail{aspect-ratio:4/3;object-fit:cover;background:#f3f4f6;width:100%;height:auto}.ed-kqThmG_cropArea{background:#111827;width:100%;height:min(60vh,26rem);position:relative}.ed-kqThmG_cropControls{flex-wrap:wrap;align-items:center;gap:.5rem;margin-top:.75rem;display:flex}.ed-kqThmG_tabs{flex-wrap:wrap;gap:.5rem;margin:.5rem 0 .75rem;display:flex}.ed-kqThmG_tab{color:#1a1a1a;min-width:10rem;font:inherit;text-align:left;cursor:pointer;background:#fff;border:2px solid #6b7280;border-radius:.5rem;flex-direction:column;align-items:flex-start;gap:.125rem;padding:.5rem .875rem;display:flex}.ed-kqThmG_tab:hover{border-color:#14213d}.ed-kqThmG_tab[aria-pressed=true]{color:#fff;background:#14213d;border-color:#14213d}.ed-kqThmG_tab[aria-pressed=true] .ed-kqThmG_tabLabel:before{content:\"✓ \"}.ed-kqThmG_tab:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-kqThmG_tabLabel{font-weight:700}.ed-kqThmG_tabHint{color:#4b5563;font-size:.8125rem}.ed-kqThmG_tab[aria-pressed=true] .ed-kqThmG_tabHint{color:#e5e7eb}.ed-kqThmG_cropHeading{margin:.5rem 0;font-size:1rem}.ed-kqThmG_buttons{flex-wrap:wrap;gap:.5rem;margin-top:.5rem;display:flex}");

const styles: Readonly<Record<string, string>> = {
  buttons: "ed-kqThmG_buttons",
  cropArea: "ed-kqThmG_cropArea",
  cropControls: "ed-kqThmG_cropControls",
  cropHeading: "ed-kqThmG_cropHeading",
  pickerItem: "ed-kqThmG_pickerItem",
  pickerList: "ed-kqThmG_pickerList",
  preview: "ed-kqThmG_preview",
  tab: "ed-kqThmG_tab",
  tabHint: "ed-kqThmG_tabHint",
  tabLabel: "ed-kqThmG_tabLabel",
  tabs: "ed-kqThmG_tabs",
  thumbnail: "ed-kqThmG_thumbnail",
};
export default styles;
