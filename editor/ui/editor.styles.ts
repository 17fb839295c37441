// Written by scripts/editor-styles.mjs from editor.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/ui/editor.module.css", ".ed-3AB3Pq_editor{font-family:system-ui,sans-serif}.ed-3AB3Pq_menu{z-index:1000;color:#fff;overscroll-behavior:contain;background:#14213d;flex-direction:column;gap:.25rem;width:11rem;padding:.5rem;display:flex;position:fixed;top:0;bottom:0;left:0;overflow-y:auto;box-shadow:2px 0 8px #00000040}.ed-3AB3Pq_menu>*{flex-shrink:0}.ed-3AB3Pq_menuCollapsed{border-radius:0 0 .5rem;width:3rem;bottom:auto}.ed-3AB3Pq_menuButton{width:100%;color:inherit;font:inherit;text-align:left;cursor:pointer;background:0 0;border:0;border-radius:.375rem;align-items:center;gap:.5rem;padding:.5rem;font-size:.875rem;display:flex;position:relative}.ed-3AB3Pq_menuButton:hover:not(:disabled),.ed-3AB3Pq_menuButton[aria-pressed=true]{background:#2b3f6b}.ed-3AB3Pq_menuButton:disabled{opacity:.45;cursor:not-allowed}.ed-3AB3Pq_menuButton:focus-visible{outline-offset:1px;outline:3px solid #ffd166}.ed-3AB3Pq_menuCollapsed .ed-3AB3Pq_menuLabel{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.ed-3AB3Pq_marker{background:#ff6b6b;border-radius:50%;width:.6rem;height:.6rem;position:absolute;top:.35rem;left:1.1rem}.ed-3AB3Pq_sidebar{z-index:1000;color:#1a1a1a;background:#fff;width:min(24rem,100vw);padding:1rem;position:fixed;top:0;bottom:0;right:0;overflow-y:auto;box-shadow:-2px 0 12px #0003}.ed-3AB3Pq_sidebarHeader{justify-content:space-between;align-items:center;gap:1rem;margin-bottom:1rem;display:flex}.ed-3AB3Pq_sidebarHeader h2{margin:0;font-size:1.25rem}.ed-3AB3Pq_sidebarHeader button,.ed-3AB3Pq_primary{color:#14213d;font:inherit;cursor:pointer;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.5rem 1rem}.ed-3AB3Pq_primary{color:#fff;background:#14213d;margin-top:1rem}.ed-3AB3Pq_primary:disabled{opacity:.6}.ed-3AB3Pq_field{flex-direction:column;gap:.25rem;margin-top:.75rem;font-weight:600;display:flex}.ed-3AB3Pq_field textarea,.ed-3AB3Pq_field input{font:inherit;border:1px solid #6b7280;border-radius:.375rem;padding:.5rem;font-weight:400}.ed-3AB3Pq_hint{color:#4b5563;font-size:.875rem}.ed-3AB3Pq_error{color:#b00020;margin:.25rem 0 0;font-size:.875rem}.ed-3AB3Pq_scrim{z-index:1100;background:#00000080;place-items:center;display:grid;position:fixed;inset:0}.ed-3AB3Pq_dialog{color:#1a1a1a;background:#fff;border-radius:.75rem;width:min(26rem,100vw - 2rem);padding:1.5rem}.ed-3AB3Pq_dialogWide{width:min(56rem,100vw - 2rem);max-height:calc(100vh - 2rem);overflow-y:auto}.ed-3AB3Pq_toasts{z-index:1200;flex-direction:column;gap:.5rem;display:flex;position:fixed;top:1rem;left:50%;transform:translate(-50%)}.ed-3AB3Pq_toastSuccess,.ed-3AB3Pq_toastError{color:#fff;border-radius:.5rem;padding:.75rem 1.25rem;box-shadow:0 4px 12px #0003}.ed-3AB3Pq_toastSuccess{background:#1b5e20}.ed-3AB3Pq_toastError{background:#b00020}body.editor-open{padding-left:11rem}body.editor-open.editor-menu-collapsed{padding-left:3rem}@media (width>=64rem){body.editor-open.editor-sidebar-open{padding-right:26rem}}:is(#editor-page [data-edit].edit-hover,#editor-header [data-edit].edit-hover,#editor-footer [data-edit].edit-hover){outline-offset:2px;cursor:pointer;outline:2px dashed #2563eb}:is(#editor-page [data-edit].edit-active,#editor-header [data-edit].edit-active,#editor-footer [data-edit].edit-active){outline-offset:2px;outline:3px solid #2563eb}:is(#editor-header,#editor-footer){display:contents}.ed-3AB3Pq_fieldGroup{margin-top:.75rem}.ed-3AB3Pq_input{box-sizing:border-box;width:100%;font:inherit;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem;padding:.5rem}.ed-3AB3Pq_linkButton{color:#1d4ed8;font:inherit;cursor:pointer;background:0 0;border:0;padding:0;text-decoration:underline}.ed-3AB3Pq_actions{flex-wrap:wrap;align-items:center;gap:.75rem;margin-top:1rem;display:flex}.ed-3AB3Pq_actions .ed-3AB3Pq_primary{margin-top:0}.ed-3AB3Pq_formError{color:#b00020;margin:.75rem 0 0}.ed-3AB3Pq_presence{z-index:1050;max-width:min(40rem,100vw - 14rem);position:fixed;bottom:1rem;left:50%;transform:translate(-50%)}");

const styles: Readonly<Record<string, string>> = {
  actions: "ed-3AB3Pq_actions",
  dialog: "ed-3AB3Pq_dialog",
  dialogWide: "ed-3AB3Pq_dialogWide",
  editor: "ed-3AB3Pq_editor",
  error: "ed-3AB3Pq_error",
  field: "ed-3AB3Pq_field",
  fieldGroup: "ed-3AB3Pq_fieldGroup",
  formError: "ed-3AB3Pq_formError",
  hint: "ed-3AB3Pq_hint",
  input: "ed-3AB3Pq_input",
  linkButton: "ed-3AB3Pq_linkButton",
  marker: "ed-3AB3Pq_marker",
  menu: "ed-3AB3Pq_menu",
  menuButton: "ed-3AB3Pq_menuButton",
  menuCollapsed: "ed-3AB3Pq_menuCollapsed",
  menuLabel: "ed-3AB3Pq_menuLabel",
  presence: "ed-3AB3Pq_presence",
  primary: "ed-3AB3Pq_primary",
  scrim: "ed-3AB3Pq_scrim",
  sidebar: "ed-3AB3Pq_sidebar",
  sidebarHeader: "ed-3AB3Pq_sidebarHeader",
  toastError: "ed-3AB3Pq_toastError",
  toastSuccess: "ed-3AB3Pq_toastSuccess",
  toasts: "ed-3AB3Pq_toasts",
};
export default styles;
