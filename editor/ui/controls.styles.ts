// Written by scripts/editor-styles.mjs from controls.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/ui/controls.module.css", ".ed-6Ca0Qq_field{margin-top:.875rem}.ed-6Ca0Qq_label,.ed-6Ca0Qq_legend{color:#1a1a1a;font-weight:600;display:block}.ed-6Ca0Qq_legend{margin-bottom:.25rem;padding:0}.ed-6Ca0Qq_group{border:0;min-width:0;margin:.875rem 0 0;padding:0}.ed-6Ca0Qq_help{color:#4b5563;margin:.25rem 0 0;font-size:.875rem}.ed-6Ca0Qq_error{color:#b00020;margin:.25rem 0 0;font-size:.875rem;font-weight:600}.ed-6Ca0Qq_count{color:#4b5563;text-align:right;margin:.25rem 0 0;font-size:.8125rem}.ed-6Ca0Qq_countOver{color:#b00020;font-weight:600}.ed-6Ca0Qq_choiceGrid{grid-template-columns:repeat(auto-fill,minmax(7rem,1fr));gap:.5rem;display:grid}.ed-6Ca0Qq_choiceRow{flex-wrap:wrap;gap:.5rem;display:flex}.ed-6Ca0Qq_choice{color:#1a1a1a;cursor:pointer;background:#fff;border:1px solid #6b7280;border-radius:.375rem;align-items:center;gap:.5rem;padding:.375rem .5rem;display:flex}.ed-6Ca0Qq_choice:has(input:checked){border-color:#14213d;box-shadow:inset 0 0 0 2px #14213d}.ed-6Ca0Qq_choice:focus-within{outline-offset:2px;outline:3px solid #2563eb}.ed-6Ca0Qq_visual{flex:none;justify-content:center;align-items:center;display:inline-flex}.ed-6Ca0Qq_visuallyHidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;position:absolute;overflow:hidden}");

const styles: Readonly<Record<string, string>> = {
  choice: "ed-6Ca0Qq_choice",
  choiceGrid: "ed-6Ca0Qq_choiceGrid",
  choiceRow: "ed-6Ca0Qq_choiceRow",
  count: "ed-6Ca0Qq_count",
  countOver: "ed-6Ca0Qq_countOver",
  error: "ed-6Ca0Qq_error",
  field: "ed-6Ca0Qq_field",
  group: "ed-6Ca0Qq_group",
  help: "ed-6Ca0Qq_help",
  label: "ed-6Ca0Qq_label",
  legend: "ed-6Ca0Qq_legend",
  visual: "ed-6Ca0Qq_visual",
  visuallyHidden: "ed-6Ca0Qq_visuallyHidden",
};
export default styles;
