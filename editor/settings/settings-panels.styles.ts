// Written by scripts/editor-styles.mjs from settings-panels.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/settings/settings-panels.module.css", ".ed-gt5SIq_rows{gap:.75rem;margin:.5rem 0 0;padding:0;list-style:none;display:grid}.ed-gt5SIq_row{border:1px solid #d1d5db;border-radius:.375rem;min-width:0;margin:0;padding:.5rem .75rem .75rem}.ed-gt5SIq_rowLegend{color:#1a1a1a;overflow-wrap:anywhere;padding:0 .25rem;font-weight:600}.ed-gt5SIq_rowField{margin-top:.5rem}.ed-gt5SIq_rowField+button{margin-top:.75rem}.ed-gt5SIq_badges{flex-wrap:wrap;gap:.375rem;margin:.375rem 0 0;padding:0;list-style:none;display:flex}.ed-gt5SIq_badge{color:#1a1a1a;background:#fff;border:1px solid #6b7280;border-radius:999px;padding:.125rem .5rem;font-size:.8125rem;font-weight:600}.ed-gt5SIq_badgePublished{color:#1b5e20;background:#e8f5e9;border-color:#1b5e20}.ed-gt5SIq_badgeActive{color:#fff;background:#14213d;border-color:#14213d}.ed-gt5SIq_domainName{overflow-wrap:anywhere;margin:0;font-size:1rem}.ed-gt5SIq_hostnames{overflow-wrap:anywhere;margin:.25rem 0 0;padding-left:1.25rem;font-family:ui-monospace,monospace;font-size:.875rem}.ed-gt5SIq_textarea{box-sizing:border-box;resize:vertical;color:#1a1a1a;width:100%;min-height:5rem;font:inherit;background:#fff;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem;padding:.5rem}.ed-gt5SIq_textarea:focus-visible{outline-offset:1px;outline:3px solid #2563eb}.ed-gt5SIq_textarea[aria-invalid=true]{border-color:#b00020}.ed-gt5SIq_loading{color:#4b5563;margin:1rem 0 0}.ed-gt5SIq_extra{margin-top:1rem}.ed-gt5SIq_index{background:#f9fafb;border:1px solid #d1d5db;border-radius:.375rem;margin:.75rem 0 0;padding:.5rem .75rem}.ed-gt5SIq_index ul{gap:.25rem;margin:0;padding:0;list-style:none;display:grid}.ed-gt5SIq_indexLink{color:#1d4ed8;font:inherit;cursor:pointer;background:0 0;border:0;padding:0;font-weight:600;text-decoration:underline}.ed-gt5SIq_indexLink:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-gt5SIq_partDone{color:#1b5e20;font-size:.8125rem}.ed-gt5SIq_partPending{color:#5c4300;font-size:.8125rem;font-weight:600}.ed-gt5SIq_part{scroll-margin-top:.5rem}.ed-gt5SIq_part:focus-visible{outline-offset:2px;outline:3px solid #2563eb}");

const styles: Readonly<Record<string, string>> = {
  badge: "ed-gt5SIq_badge",
  badgeActive: "ed-gt5SIq_badgeActive",
  badgePublished: "ed-gt5SIq_badgePublished",
  badges: "ed-gt5SIq_badges",
  domainName: "ed-gt5SIq_domainName",
  extra: "ed-gt5SIq_extra",
  hostnames: "ed-gt5SIq_hostnames",
  index: "ed-gt5SIq_index",
  indexLink: "ed-gt5SIq_indexLink",
  loading: "ed-gt5SIq_loading",
  part: "ed-gt5SIq_part",
  partDone: "ed-gt5SIq_partDone",
  partPending: "ed-gt5SIq_partPending",
  row: "ed-gt5SIq_row",
  rowField: "ed-gt5SIq_rowField",
  rowLegend: "ed-gt5SIq_rowLegend",
  rows: "ed-gt5SIq_rows",
  textarea: "ed-gt5SIq_textarea",
};
export default styles;
