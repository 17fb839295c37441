// Written by scripts/editor-styles.mjs from form-submissions.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/form-submissions/form-submissions.module.css", ".ed-sDIWDq_checkbox{color:#1a1a1a;cursor:pointer;align-items:center;gap:.5rem;font-weight:600;display:inline-flex}.ed-sDIWDq_checkbox input{width:1.125rem;height:1.125rem;margin:0}.ed-sDIWDq_checkbox input:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-sDIWDq_timeCell{white-space:nowrap;font-weight:400}.ed-sDIWDq_draftRow{background:#fffbeb}.ed-sDIWDq_draft{color:#6b4200;white-space:nowrap;background:#fff4d6;border-radius:999px;padding:.0625rem .5rem;font-size:.8125rem;font-weight:600;display:inline-block}.ed-sDIWDq_page{overflow-wrap:anywhere}.ed-sDIWDq_export{flex-wrap:wrap;align-items:center;gap:.75rem;display:flex}.ed-sDIWDq_export button[aria-disabled=true]{opacity:.6;cursor:progress}.ed-sDIWDq_exportNotice{color:#1b5e20;margin:0;font-weight:600}.ed-sDIWDq_exportNotice:empty{display:none}.ed-sDIWDq_summary{color:#374151;margin:0 0 1rem}.ed-sDIWDq_identifier{color:#1a1a1a;font-weight:600}.ed-sDIWDq_fields{gap:.75rem;margin:0;display:grid}.ed-sDIWDq_fieldRow{border-bottom:1px solid #e5e7eb;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;padding-bottom:.75rem;display:grid}.ed-sDIWDq_fieldLabel{font-weight:600}.ed-sDIWDq_fieldValue{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}.ed-sDIWDq_choices{white-space:normal;margin:0;padding-left:1.25rem}.ed-sDIWDq_noAnswer{color:#4b5563;font-style:italic}@media (width<=40rem){.ed-sDIWDq_fieldRow{grid-template-columns:1fr}}.ed-sDIWDq_message{color:#374151;max-width:22rem}");

const styles: Readonly<Record<string, string>> = {
  checkbox: "ed-sDIWDq_checkbox",
  choices: "ed-sDIWDq_choices",
  draft: "ed-sDIWDq_draft",
  draftRow: "ed-sDIWDq_draftRow",
  export: "ed-sDIWDq_export",
  exportNotice: "ed-sDIWDq_exportNotice",
  fieldLabel: "ed-sDIWDq_fieldLabel",
  fieldRow: "ed-sDIWDq_fieldRow",
  fieldValue: "ed-sDIWDq_fieldValue",
  fields: "ed-sDIWDq_fields",
  identifier: "ed-sDIWDq_identifier",
  message: "ed-sDIWDq_message",
  noAnswer: "ed-sDIWDq_noAnswer",
  page: "ed-sDIWDq_page",
  summary: "ed-sDIWDq_summary",
  timeCell: "ed-sDIWDq_timeCell",
};
export default styles;
