// Written by scripts/editor-styles.mjs from presence-notice.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/presence/presence-notice.module.css", ".ed-Zg5lQG_notice{z-index:1050;color:#1a1a1a;background:#fffbeb;border-left:.375rem solid #b45309;border-radius:.5rem;max-width:min(28rem,100vw - 2rem);margin:0;padding:.75rem 1rem;font-family:system-ui,sans-serif;position:fixed;bottom:1rem;right:1rem;box-shadow:0 4px 12px #0003}");

const styles: Readonly<Record<string, string>> = {
  notice: "ed-Zg5lQG_notice",
};
export default styles;
