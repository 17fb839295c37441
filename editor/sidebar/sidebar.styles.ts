// Written by scripts/editor-styles.mjs from sidebar.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/sidebar/sidebar.module.css", ".ed-aAqxAq_field{margin-top:.75rem}.ed-aAqxAq_section{border-top:1px solid #d1d5db;margin-top:1rem;padding-top:.5rem}.ed-aAqxAq_section>summary{cursor:pointer;padding:.25rem 0;font-weight:600}.ed-aAqxAq_section>summary:focus-visible{outline-offset:2px;outline:3px solid #1d4ed8}.ed-aAqxAq_hint{color:#4b5563;margin-top:1rem;font-size:.875rem}");

const styles: Readonly<Record<string, string>> = {
  field: "ed-aAqxAq_field",
  hint: "ed-aAqxAq_hint",
  section: "ed-aAqxAq_section",
};
export default styles;
