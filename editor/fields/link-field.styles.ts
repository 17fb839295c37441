// Written by scripts/editor-styles.mjs from link-field.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/fields/link-field.module.css", ".ed-loOY6q_listbox{background:#fff;border:1px solid #6b7280;border-radius:.375rem;max-height:16rem;margin:.25rem 0 0;padding:0;list-style:none;overflow-y:auto}.ed-loOY6q_option{cursor:pointer;padding:.5rem}.ed-loOY6q_option[aria-selected=true],.ed-loOY6q_option:hover{outline-offset:-2px;background:#dbeafe;outline:2px solid #1d4ed8}.ed-loOY6q_slug{color:#4b5563;font-size:.875rem}.ed-loOY6q_types{border:0;flex-wrap:wrap;gap:.75rem;margin:.5rem 0 0;padding:0;display:flex}.ed-loOY6q_types legend{margin-bottom:.25rem;font-weight:600}");

const styles: Readonly<Record<string, string>> = {
  listbox: "ed-loOY6q_listbox",
  option: "ed-loOY6q_option",
  slug: "ed-loOY6q_slug",
  types: "ed-loOY6q_types",
};
export default styles;
