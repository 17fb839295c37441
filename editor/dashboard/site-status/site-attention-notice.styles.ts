// Written by scripts/editor-styles.mjs from site-attention-notice.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/site-status/site-attention-notice.module.css", ".ed-bri3AG_notice{color:#1a1a1a;background:#fffbeb;border:1px solid #92400e;border-left-width:.375rem;margin:0 0 1rem;padding:.75rem 1rem;font-family:system-ui,sans-serif;font-size:1rem;line-height:1.5}.ed-bri3AG_heading{margin:0}.ed-bri3AG_list{margin:.25rem 0 0;padding-left:1.25rem}.ed-bri3AG_list li+li{margin-top:.25rem}.ed-bri3AG_actions{flex-wrap:wrap;gap:.75rem;margin-top:.75rem;display:flex}.ed-bri3AG_button{color:#14213d;font:inherit;cursor:pointer;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.375rem .875rem}.ed-bri3AG_primary{color:#fff;background:#14213d}.ed-bri3AG_button:focus-visible{outline-offset:2px;outline:3px solid #2563eb}");

const styles: Readonly<Record<string, string>> = {
  actions: "ed-bri3AG_actions",
  button: "ed-bri3AG_button",
  heading: "ed-bri3AG_heading",
  list: "ed-bri3AG_list",
  notice: "ed-bri3AG_notice",
  primary: "ed-bri3AG_primary",
};
export default styles;
