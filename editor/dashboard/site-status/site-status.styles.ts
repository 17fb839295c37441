// Written by scripts/editor-styles.mjs from site-status.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/site-status/site-status.module.css", ".ed-QDDc6a_status{flex-direction:column;gap:1.25rem;max-width:56rem;display:flex}.ed-QDDc6a_toolbar{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;display:flex}.ed-QDDc6a_warnings{color:#1a1a1a;background:#fffbeb;border:1px solid #92400e;border-left-width:.375rem;border-radius:.375rem;padding:.75rem 1rem}.ed-QDDc6a_warnings ul{margin:.25rem 0 0;padding-left:1.25rem}.ed-QDDc6a_warnings li+li{margin-top:.375rem}.ed-QDDc6a_allWell{color:#1a1a1a;background:#f0fdf4;border:1px solid #1b5e20;border-radius:.375rem;margin:0;padding:.75rem 1rem}.ed-QDDc6a_section{flex-direction:column;gap:.5rem;display:flex}.ed-QDDc6a_heading{color:#14213d;margin:0;font-size:1.125rem}.ed-QDDc6a_text{color:#1a1a1a;margin:0}.ed-QDDc6a_hint{color:#374151;margin:0;font-size:.9375rem}.ed-QDDc6a_figures{grid-template-columns:minmax(12rem,max-content) 1fr;gap:.375rem 1.5rem;margin:0;display:grid}.ed-QDDc6a_figures dt{color:#1a1a1a;font-weight:600}.ed-QDDc6a_figures dd{color:#1a1a1a;margin:0}.ed-QDDc6a_download{color:#fff;background:#14213d;border-radius:.375rem;align-self:flex-start;padding:.5rem 1rem;font-weight:600;text-decoration:none}.ed-QDDc6a_download:hover{background:#2b3f6b}.ed-QDDc6a_download:focus-visible{outline-offset:2px;outline:3px solid #2563eb}@media (width<=40rem){.ed-QDDc6a_figures{grid-template-columns:1fr}.ed-QDDc6a_figures dd{margin-bottom:.5rem}}");

const styles: Readonly<Record<string, string>> = {
  allWell: "ed-QDDc6a_allWell",
  download: "ed-QDDc6a_download",
  figures: "ed-QDDc6a_figures",
  heading: "ed-QDDc6a_heading",
  hint: "ed-QDDc6a_hint",
  section: "ed-QDDc6a_section",
  status: "ed-QDDc6a_status",
  text: "ed-QDDc6a_text",
  toolbar: "ed-QDDc6a_toolbar",
  warnings: "ed-QDDc6a_warnings",
};
export default styles;
