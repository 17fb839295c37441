// Written by scripts/editor-styles.mjs from canvas.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/canvas/canvas.module.css", ".ed-bHovHa_toolbar{z-index:1050;background:#14213d;border-radius:.375rem;display:flex;position:fixed;box-shadow:0 2px 8px #0000004d}.ed-bHovHa_toolbarButtons{display:flex}.ed-bHovHa_toolbarButton{color:#fff;min-width:2.75rem;min-height:2.25rem;font:inherit;cursor:pointer;background:0 0;border:0}.ed-bHovHa_toolbarButton:hover,.ed-bHovHa_toolbarButton:focus-visible{background:#2b3f6b}.ed-bHovHa_toolbarButton:focus-visible,.ed-bHovHa_actionButton:focus-visible{outline-offset:-3px;outline:3px solid #ffd166}.ed-bHovHa_toolbarButton[aria-disabled=true],.ed-bHovHa_actionButton[aria-disabled=true]{opacity:.5;cursor:not-allowed}.ed-bHovHa_sidebarActions{flex-wrap:wrap;gap:.5rem;margin:.75rem 0;display:flex}.ed-bHovHa_actionButton{color:#14213d;font:inherit;cursor:pointer;background:#fff;border:1px solid #14213d;border-radius:.375rem;align-items:center;gap:.35rem;padding:.4rem .7rem;font-size:.875rem;display:inline-flex}.ed-bHovHa_visuallyHidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}#editor-page [data-component].edit-component-active{outline-offset:4px;outline:2px solid #7c3aed}");

const styles: Readonly<Record<string, string>> = {
  actionButton: "ed-bHovHa_actionButton",
  sidebarActions: "ed-bHovHa_sidebarActions",
  toolbar: "ed-bHovHa_toolbar",
  toolbarButton: "ed-bHovHa_toolbarButton",
  toolbarButtons: "ed-bHovHa_toolbarButtons",
  visuallyHidden: "ed-bHovHa_visuallyHidden",
};
export default styles;
