// Written by scripts/editor-styles.mjs from sidebar.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/sidebar/sidebar.module.css", ".ed-aAqxAq_sidebar{z-index:1000;box-sizing:border-box;color:#1a1a1a;background:#fff;width:min(26rem,100vw);padding:1rem;font-family:system-ui,sans-serif;position:fixed;top:0;bottom:0;right:0;overflow-y:auto;box-shadow:-2px 0 12px #0003}.ed-aAqxAq_header{justify-content:space-between;align-items:center;gap:1rem;margin-bottom:.5rem;display:flex}.ed-aAqxAq_header h2{margin:0;font-size:1.25rem}.ed-aAqxAq_header button{color:#14213d;font:inherit;cursor:pointer;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.5rem 1rem}.ed-aAqxAq_field{margin-top:.75rem}.ed-aAqxAq_section{border-top:1px solid #d1d5db;margin-top:1rem;padding-top:.5rem}.ed-aAqxAq_section>summary{cursor:pointer;padding:.25rem 0;font-weight:600}.ed-aAqxAq_section>summary:focus-visible{outline-offset:2px;outline:3px solid #1d4ed8}.ed-aAqxAq_hint{color:#4b5563;margin-top:1rem;font-size:.875rem}");

const styles: Readonly<Record<string, string>> = {
  field: "ed-aAqxAq_field",
  header: "ed-aAqxAq_header",
  hint: "ed-aAqxAq_hint",
  section: "ed-aAqxAq_section",
  sidebar: "ed-aAqxAq_sidebar",
};
export default styles;
