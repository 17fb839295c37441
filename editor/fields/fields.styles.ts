// Written by scripts/editor-styles.mjs from fields.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/fields/fields.module.css", ".ed-r_Np7a_input,.ed-r_Np7a_textarea,.ed-r_Np7a_select{box-sizing:border-box;color:#1a1a1a;width:100%;font:inherit;background:#fff;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem;padding:.5rem}.ed-r_Np7a_textarea{resize:vertical;min-height:6rem}.ed-r_Np7a_input::placeholder,.ed-r_Np7a_textarea::placeholder{color:#6b7280}.ed-r_Np7a_input:focus-visible,.ed-r_Np7a_textarea:focus-visible,.ed-r_Np7a_select:focus-visible,.ed-r_Np7a_button:focus-visible,.ed-r_Np7a_toolButton:focus-visible{outline-offset:1px;outline:3px solid #2563eb}.ed-r_Np7a_richText .ProseMirror:focus-visible{outline-offset:1px;outline:3px solid #2563eb}.ed-r_Np7a_input[aria-invalid=true]{border-color:#b00020}.ed-r_Np7a_inline{color:#1a1a1a;align-items:center;gap:.5rem;margin-top:.5rem;font-weight:400;display:flex}.ed-r_Np7a_row{flex-wrap:wrap;align-items:end;gap:.75rem;display:flex}.ed-r_Np7a_row>*{flex:6rem}.ed-r_Np7a_note{color:#4b5563;margin:.25rem 0 0;font-size:.875rem}.ed-r_Np7a_error{color:#b00020;margin:.25rem 0 0;font-size:.875rem}.ed-r_Np7a_button{color:#14213d;font:inherit;cursor:pointer;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.375rem .75rem;font-size:.875rem}.ed-r_Np7a_button:disabled{color:#4b5563;cursor:not-allowed;border-color:#6b7280}.ed-r_Np7a_swatch{border:1px solid #6b7280;border-radius:50%;width:1.25rem;height:1.25rem}.ed-r_Np7a_swatchNone{background:repeating-linear-gradient(45deg,#fff 0 3px,#d1d5db 3px 6px)}.ed-r_Np7a_drawing{color:#1a1a1a;font-size:2.5rem}.ed-r_Np7a_table{border-collapse:collapse;width:100%;font-size:.875rem}.ed-r_Np7a_table th{text-align:left;padding:.25rem;font-weight:600}.ed-r_Np7a_table td{padding:.25rem}.ed-r_Np7a_table .ed-r_Np7a_select{margin-top:0}.ed-r_Np7a_richText{color:#1a1a1a;background:#fff;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem}.ed-r_Np7a_richText .ProseMirror{min-height:8rem;padding:.5rem}.ed-r_Np7a_toolbar{border-bottom:1px solid #6b7280;flex-wrap:wrap;gap:.25rem;padding:.375rem;display:flex}.ed-r_Np7a_toolButton{color:#1a1a1a;font:inherit;cursor:pointer;background:#fff;border:1px solid #6b7280;border-radius:.25rem;padding:.25rem .5rem;font-size:.8125rem}.ed-r_Np7a_toolButton[aria-pressed=true]{color:#fff;background:#14213d;border-color:#14213d}.ed-r_Np7a_toolButton:disabled{color:#4b5563;cursor:not-allowed}.ed-r_Np7a_linkForm{background:#f3f4f6;border-bottom:1px solid #6b7280;gap:.5rem;padding:.5rem;display:grid}.ed-r_Np7a_list{gap:.5rem;margin:.5rem 0 0;padding:0;list-style:none;display:grid}.ed-r_Np7a_item{background:#fff;border:1px solid #6b7280;border-radius:.375rem}.ed-r_Np7a_itemHeader{flex-wrap:wrap;align-items:center;gap:.375rem;padding:.375rem;display:flex}.ed-r_Np7a_itemTitle{text-align:left;color:#1a1a1a;font:inherit;cursor:pointer;background:0 0;border:0;flex:8rem;font-weight:600}.ed-r_Np7a_itemTitle:focus-visible{outline-offset:1px;outline:3px solid #2563eb}.ed-r_Np7a_itemBody{padding:0 .75rem .75rem}.ed-r_Np7a_handle{cursor:grab;touch-action:none}.ed-r_Np7a_dragging{opacity:.6}.ed-r_Np7a_childRow{justify-content:space-between;align-items:center;gap:.5rem;padding:.375rem .5rem;display:flex}.ed-r_Np7a_focusTarget:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-r_Np7a_stringItem{gap:.25rem;display:grid}.ed-r_Np7a_stringRow{align-items:center;gap:.375rem;display:flex}.ed-r_Np7a_stringRow .ed-r_Np7a_input{flex:auto;min-width:0;margin-top:0}.ed-r_Np7a_warning{color:#1a1a1a;border-left:3px solid #b45309;margin:.25rem 0 0;padding-left:.5rem;font-size:.875rem}.ed-r_Np7a_preview{background:#fff;border:1px solid #6b7280;border-radius:.375rem;width:100%;min-height:16rem;margin-top:.5rem}.ed-r_Np7a_subjectLine{color:#1a1a1a;margin:.5rem 0 0;font-size:.875rem}.ed-r_Np7a_readOnly{background:#f3f4f6}");

const styles: Readonly<Record<string, string>> = {
  button: "ed-r_Np7a_button",
  childRow: "ed-r_Np7a_childRow",
  dragging: "ed-r_Np7a_dragging",
  drawing: "ed-r_Np7a_drawing",
  error: "ed-r_Np7a_error",
  focusTarget: "ed-r_Np7a_focusTarget",
  handle: "ed-r_Np7a_handle",
  inline: "ed-r_Np7a_inline",
  input: "ed-r_Np7a_input",
  item: "ed-r_Np7a_item",
  itemBody: "ed-r_Np7a_itemBody",
  itemHeader: "ed-r_Np7a_itemHeader",
  itemTitle: "ed-r_Np7a_itemTitle",
  linkForm: "ed-r_Np7a_linkForm",
  list: "ed-r_Np7a_list",
  note: "ed-r_Np7a_note",
  preview: "ed-r_Np7a_preview",
  readOnly: "ed-r_Np7a_readOnly",
  richText: "ed-r_Np7a_richText",
  row: "ed-r_Np7a_row",
  select: "ed-r_Np7a_select",
  stringItem: "ed-r_Np7a_stringItem",
  stringRow: "ed-r_Np7a_stringRow",
  subjectLine: "ed-r_Np7a_subjectLine",
  swatch: "ed-r_Np7a_swatch",
  swatchNone: "ed-r_Np7a_swatchNone",
  table: "ed-r_Np7a_table",
  textarea: "ed-r_Np7a_textarea",
  toolButton: "ed-r_Np7a_toolButton",
  toolbar: "ed-r_Np7a_toolbar",
  warning: "ed-r_Np7a_warning",
};
export default styles;
