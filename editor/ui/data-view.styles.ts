// Written by scripts/editor-styles.mjs from data-view.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/ui/data-view.module.css", ".ed-6B2jea_view{flex-direction:column;gap:.75rem;display:flex}.ed-6B2jea_toolbar{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;display:flex}.ed-6B2jea_toolbarGroup{flex-wrap:wrap;align-items:center;gap:1rem;display:flex}.ed-6B2jea_total{color:#374151;margin:0;font-weight:600}.ed-6B2jea_layout{align-items:flex-start;gap:1.5rem;display:flex}.ed-6B2jea_results{flex-direction:column;flex:1;gap:.75rem;min-width:0;display:flex}.ed-6B2jea_results[aria-busy=true] .ed-6B2jea_tableScroll{cursor:progress;box-shadow:inset 0 3px #1d4ed8}.ed-6B2jea_tableScroll{overflow-x:auto}.ed-6B2jea_table{border-collapse:collapse;width:100%;font-size:.9375rem}.ed-6B2jea_table th,.ed-6B2jea_table td{text-align:left;vertical-align:top;border-bottom:1px solid #d1d5db;padding:.5rem .75rem}.ed-6B2jea_table th{color:#1a1a1a;white-space:nowrap;background:#f3f4f6}.ed-6B2jea_table tbody tr:hover{background:#f9fafb}.ed-6B2jea_drawer{background:#f9fafb;border:1px solid #d1d5db;border-radius:.5rem;flex:none;order:2;width:18rem;padding:1rem}.ed-6B2jea_drawer[hidden]{display:none}.ed-6B2jea_drawerTitle{margin:0 0 .5rem;font-size:1.125rem}.ed-6B2jea_field{flex-direction:column;gap:.25rem;margin-bottom:.75rem;display:flex}.ed-6B2jea_label{color:#1a1a1a;font-weight:600}.ed-6B2jea_help{color:#4b5563;margin:0;font-size:.8125rem}.ed-6B2jea_control{box-sizing:border-box;color:#1a1a1a;width:100%;font:inherit;background:#fff;border:1px solid #6b7280;border-radius:.375rem;padding:.4375rem .5rem}.ed-6B2jea_control:focus-visible{outline-offset:1px;outline:3px solid #2563eb}.ed-6B2jea_button{color:#14213d;font:inherit;cursor:pointer;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.5rem 1rem}.ed-6B2jea_button[aria-expanded=true]{color:#fff;background:#14213d}.ed-6B2jea_button:disabled{color:#4b5563;cursor:not-allowed;border-color:#9ca3af}.ed-6B2jea_button:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-6B2jea_paging{flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:1rem;display:flex}.ed-6B2jea_pageSize{align-items:center;gap:.5rem;display:flex}.ed-6B2jea_pageSize .ed-6B2jea_control{width:auto}.ed-6B2jea_pager{align-items:center;gap:.75rem;display:flex}.ed-6B2jea_empty,.ed-6B2jea_hint{color:#374151;margin:0}.ed-6B2jea_error{color:#8a1c12;background:#fdecea;border-radius:.375rem;margin:0;padding:.75rem 1rem}.ed-6B2jea_retry{flex-direction:column;align-items:flex-start;gap:.5rem;display:flex}.ed-6B2jea_retry p{margin:0}.ed-6B2jea_visuallyHidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;position:absolute;overflow:hidden}@media (width<=48rem){.ed-6B2jea_layout{flex-direction:column}.ed-6B2jea_drawer{box-sizing:border-box;order:0;width:100%}}.ed-6B2jea_timesNote{color:#374151;margin:0 0 .5rem;font-size:.875rem}");

const styles: Readonly<Record<string, string>> = {
  button: "ed-6B2jea_button",
  control: "ed-6B2jea_control",
  drawer: "ed-6B2jea_drawer",
  drawerTitle: "ed-6B2jea_drawerTitle",
  empty: "ed-6B2jea_empty",
  error: "ed-6B2jea_error",
  field: "ed-6B2jea_field",
  help: "ed-6B2jea_help",
  hint: "ed-6B2jea_hint",
  label: "ed-6B2jea_label",
  layout: "ed-6B2jea_layout",
  pageSize: "ed-6B2jea_pageSize",
  pager: "ed-6B2jea_pager",
  paging: "ed-6B2jea_paging",
  results: "ed-6B2jea_results",
  retry: "ed-6B2jea_retry",
  table: "ed-6B2jea_table",
  tableScroll: "ed-6B2jea_tableScroll",
  timesNote: "ed-6B2jea_timesNote",
  toolbar: "ed-6B2jea_toolbar",
  toolbarGroup: "ed-6B2jea_toolbarGroup",
  total: "ed-6B2jea_total",
  view: "ed-6B2jea_view",
  visuallyHidden: "ed-6B2jea_visuallyHidden",
};
export default styles;
