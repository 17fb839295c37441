// Written by scripts/editor-styles.mjs from sitemap.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/sitemap/sitemap.module.css", ".ed-uhySCq_slugCell{min-width:12rem}.ed-uhySCq_slug{color:#1d4ed8;overflow-wrap:anywhere;text-decoration:underline}.ed-uhySCq_time{white-space:nowrap}.ed-uhySCq_scheduled{display:block}.ed-uhySCq_slug:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-uhySCq_yes,.ed-uhySCq_no{white-space:nowrap;color:#1a1a1a}.ed-uhySCq_glyph{width:1.1em;font-weight:700;display:inline-block}.ed-uhySCq_yes .ed-uhySCq_glyph{color:#1b5e20}.ed-uhySCq_no .ed-uhySCq_glyph{color:#b00020}");

const styles: Readonly<Record<string, string>> = {
  glyph: "ed-uhySCq_glyph",
  no: "ed-uhySCq_no",
  scheduled: "ed-uhySCq_scheduled",
  slug: "ed-uhySCq_slug",
  slugCell: "ed-uhySCq_slugCell",
  time: "ed-uhySCq_time",
  yes: "ed-uhySCq_yes",
};
export default styles;
