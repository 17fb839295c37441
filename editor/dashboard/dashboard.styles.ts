// Written by scripts/editor-styles.mjs from dashboard.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/dashboard.module.css", ".ed-9B5hNG_fullScreen{z-index:1100;color:#1a1a1a;background:#fff;flex-direction:column;font-family:system-ui,sans-serif;display:flex;position:fixed;inset:0;overflow:hidden}.ed-9B5hNG_header{color:#fff;background:#14213d;border-bottom:1px solid #d1d5db;justify-content:space-between;align-items:center;gap:1rem;padding:1rem 1.5rem;display:flex}.ed-9B5hNG_title{margin:0;font-size:1.375rem}.ed-9B5hNG_button{color:#14213d;font:inherit;cursor:pointer;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.5rem 1rem}.ed-9B5hNG_button:focus-visible,.ed-9B5hNG_tab:focus-visible,.ed-9B5hNG_panel:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-9B5hNG_header .ed-9B5hNG_button:focus-visible{outline-color:#ffd166}.ed-9B5hNG_body{flex:1;min-height:0;padding:1rem 1.5rem 2rem;overflow:auto}.ed-9B5hNG_tabs{flex-direction:column;gap:1rem;display:flex}.ed-9B5hNG_tablist{border-bottom:2px solid #d1d5db;flex-wrap:wrap;gap:.25rem;display:flex}.ed-9B5hNG_tab{color:#374151;font:inherit;cursor:pointer;background:0 0;border:0;border-bottom:3px solid #0000;margin-bottom:-2px;padding:.625rem 1rem;font-weight:600}.ed-9B5hNG_tab:hover{color:#14213d}.ed-9B5hNG_tab[aria-selected=true]{color:#14213d;border-bottom-color:#14213d}.ed-9B5hNG_panel{border-radius:.25rem}.ed-9B5hNG_hint{color:#4b5563}");

const styles: Readonly<Record<string, string>> = {
  body: "ed-9B5hNG_body",
  button: "ed-9B5hNG_button",
  fullScreen: "ed-9B5hNG_fullScreen",
  header: "ed-9B5hNG_header",
  hint: "ed-9B5hNG_hint",
  panel: "ed-9B5hNG_panel",
  tab: "ed-9B5hNG_tab",
  tablist: "ed-9B5hNG_tablist",
  tabs: "ed-9B5hNG_tabs",
  title: "ed-9B5hNG_title",
};
export default styles;
