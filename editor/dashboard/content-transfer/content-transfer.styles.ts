// Written by scripts/editor-styles.mjs from content-transfer.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/content-transfer/content-transfer.module.css", ".ed-IwOpia_tab{color:#1a1a1a;flex-direction:column;gap:1rem;max-width:52rem;display:flex}.ed-IwOpia_intro,.ed-IwOpia_hint,.ed-IwOpia_note{color:#374151;margin:0}.ed-IwOpia_hint{font-size:.875rem}.ed-IwOpia_note{font-weight:600}.ed-IwOpia_box{background:#f9fafb;border:1px solid #d1d5db;border-radius:.5rem;padding:1rem 1.25rem}.ed-IwOpia_heading{margin:0 0 .5rem;font-size:1.125rem}.ed-IwOpia_box>p+p,.ed-IwOpia_box>p+a,.ed-IwOpia_box>p+form{margin-top:.75rem}.ed-IwOpia_download{color:#fff;background:#14213d;border:1px solid #14213d;border-radius:.375rem;margin-top:.75rem;padding:.5rem 1rem;font-weight:600;text-decoration:none;display:inline-block}.ed-IwOpia_field{flex-direction:column;gap:.25rem;margin-top:.75rem;display:flex}.ed-IwOpia_label,.ed-IwOpia_legend{font-weight:600}.ed-IwOpia_fileInput{font:inherit;color:#1a1a1a;max-width:100%}.ed-IwOpia_summary{overflow-wrap:anywhere;margin:0}.ed-IwOpia_fieldError{color:#b00020;margin:0;font-weight:600}.ed-IwOpia_group{border:0;min-width:0;margin:1rem 0 0;padding:0}.ed-IwOpia_legend{margin-bottom:.25rem;padding:0}.ed-IwOpia_choice{align-items:flex-start;gap:.5rem;padding:.25rem 0;display:flex}.ed-IwOpia_choice input{flex:none;width:1.125rem;height:1.125rem;margin:.125rem 0 0}.ed-IwOpia_choice label{cursor:pointer}.ed-IwOpia_group+.ed-IwOpia_choice{margin-top:.5rem}.ed-IwOpia_actions{flex-wrap:wrap;align-items:center;gap:.75rem;margin-top:1rem;display:flex}.ed-IwOpia_button,.ed-IwOpia_primary{color:#14213d;font:inherit;cursor:pointer;white-space:nowrap;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.5rem 1rem}.ed-IwOpia_primary{color:#fff;background:#14213d}.ed-IwOpia_button[aria-disabled=true],.ed-IwOpia_primary[aria-disabled=true]{opacity:.6;cursor:progress}.ed-IwOpia_button:focus-visible,.ed-IwOpia_primary:focus-visible,.ed-IwOpia_download:focus-visible,.ed-IwOpia_link:focus-visible,.ed-IwOpia_fileInput:focus-visible,.ed-IwOpia_choice input:focus-visible,.ed-IwOpia_reportHeading:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-IwOpia_status{margin:.75rem 0 0;font-weight:600}.ed-IwOpia_status:empty{margin:0}.ed-IwOpia_error{color:#8a1c12;background:#fdecea;border-radius:.375rem;margin-top:.75rem;padding:.75rem 1rem}.ed-IwOpia_error p{margin:0}.ed-IwOpia_error ul{margin:.5rem 0 0;padding-left:1.25rem}.ed-IwOpia_report{border-top:1px solid #d1d5db;margin-top:1rem;padding-top:.75rem}.ed-IwOpia_reportHeading{margin:0;font-size:1.0625rem}.ed-IwOpia_reportPart{margin-top:.75rem}.ed-IwOpia_reportPartHeading{margin:0 0 .25rem;font-size:1rem}.ed-IwOpia_list{gap:.25rem;margin:.25rem 0 0;padding-left:1.25rem;display:grid}.ed-IwOpia_problems{margin:.25rem 0 0;padding-left:1.25rem;font-size:.9375rem}.ed-IwOpia_slug,.ed-IwOpia_path{overflow-wrap:anywhere;font-family:ui-monospace,monospace}.ed-IwOpia_path{font-size:.875rem}.ed-IwOpia_link{color:#1d4ed8;overflow-wrap:anywhere;font-family:ui-monospace,monospace;text-decoration:underline}");

const styles: Readonly<Record<string, string>> = {
  actions: "ed-IwOpia_actions",
  box: "ed-IwOpia_box",
  button: "ed-IwOpia_button",
  choice: "ed-IwOpia_choice",
  download: "ed-IwOpia_download",
  error: "ed-IwOpia_error",
  field: "ed-IwOpia_field",
  fieldError: "ed-IwOpia_fieldError",
  fileInput: "ed-IwOpia_fileInput",
  group: "ed-IwOpia_group",
  heading: "ed-IwOpia_heading",
  hint: "ed-IwOpia_hint",
  intro: "ed-IwOpia_intro",
  label: "ed-IwOpia_label",
  legend: "ed-IwOpia_legend",
  link: "ed-IwOpia_link",
  list: "ed-IwOpia_list",
  note: "ed-IwOpia_note",
  path: "ed-IwOpia_path",
  primary: "ed-IwOpia_primary",
  problems: "ed-IwOpia_problems",
  report: "ed-IwOpia_report",
  reportHeading: "ed-IwOpia_reportHeading",
  reportPart: "ed-IwOpia_reportPart",
  reportPartHeading: "ed-IwOpia_reportPartHeading",
  slug: "ed-IwOpia_slug",
  status: "ed-IwOpia_status",
  summary: "ed-IwOpia_summary",
  tab: "ed-IwOpia_tab",
};
export default styles;
