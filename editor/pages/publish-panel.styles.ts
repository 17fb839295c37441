// Written by scripts/editor-styles.mjs from publish-panel.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/pages/publish-panel.module.css", ".ed-tTnYZW_list{gap:.5rem;margin:0;padding:0;list-style:none;display:grid}.ed-tTnYZW_blocker,.ed-tTnYZW_warning{color:#1a1a1a;overflow-wrap:anywhere;border-left:4px solid;border-radius:.375rem;padding:.5rem .75rem}.ed-tTnYZW_blocker{background:#fdecee;border-color:#b00020}.ed-tTnYZW_warning{background:#fff7e0;border-color:#8a5a00}");

const styles: Readonly<Record<string, string>> = {
  blocker: "ed-tTnYZW_blocker",
  list: "ed-tTnYZW_list",
  warning: "ed-tTnYZW_warning",
};
export default styles;
