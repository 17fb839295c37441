// Written by scripts/editor-styles.mjs from crisis-contacts-notice.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/crisis-contacts-notice.module.css", ".ed-ONVzAG_notice{color:#1a1a1a;background:#fffbeb;border:1px solid #92400e;border-left-width:.375rem;border-radius:.375rem;margin:0 0 1rem;padding:.75rem 1rem}.ed-ONVzAG_heading{margin:0}.ed-ONVzAG_action{margin:.25rem 0 0;font-size:.9375rem}");

const styles: Readonly<Record<string, string>> = {
  action: "ed-ONVzAG_action",
  heading: "ed-ONVzAG_heading",
  notice: "ed-ONVzAG_notice",
};
export default styles;
