// Written by scripts/editor-styles.mjs from compare.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/compare/compare.module.css", ".ed-PpNjRa_summary{margin:.5rem 0 0;font-weight:600}.ed-PpNjRa_sides{grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:0 1rem;display:grid}.ed-PpNjRa_changes{gap:.5rem;margin:.75rem 0 0;padding:0;list-style:none;display:grid}.ed-PpNjRa_change{border:1px solid #d1d5db;border-left-width:.375rem;border-radius:.375rem;padding:.5rem .75rem}.ed-PpNjRa_added{border-left-color:#1b5e20}.ed-PpNjRa_removed{border-left-color:#b00020}.ed-PpNjRa_moved{border-left-color:#1d4ed8}.ed-PpNjRa_changed{border-left-color:#b45309}.ed-PpNjRa_changeTitle{margin:0;font-weight:600}.ed-PpNjRa_badges{vertical-align:middle;flex-wrap:wrap;gap:.25rem;margin-left:.5rem;display:inline-flex}.ed-PpNjRa_badge{color:#fff;border-radius:999px;padding:0 .5rem;font-size:.8125rem;font-weight:600}.ed-PpNjRa_badgeAdded{background:#1b5e20}.ed-PpNjRa_badgeRemoved{background:#b00020}.ed-PpNjRa_badgeMoved{background:#1d4ed8}.ed-PpNjRa_badgeChanged{background:#8a4b0a}.ed-PpNjRa_where{color:#4b5563;margin:.125rem 0 0;font-size:.875rem}.ed-PpNjRa_fields{grid-template-columns:minmax(6rem,max-content) 1fr;gap:.25rem .75rem;margin:.375rem 0 0;display:grid}.ed-PpNjRa_fields dt{font-weight:600}.ed-PpNjRa_fields dd{overflow-wrap:anywhere;margin:0}.ed-PpNjRa_words ins{color:#064e3b;background:#d1fae5;text-decoration:underline}.ed-PpNjRa_words del{color:#7f1d1d;background:#fee2e2;text-decoration:line-through}.ed-PpNjRa_words del+ins{margin-left:.25em}.ed-PpNjRa_page{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;margin-top:1rem;overflow:hidden}.ed-PpNjRa_fields>div{display:contents}.ed-PpNjRa_page [data-compare]{outline-offset:-3px;outline:3px solid #b45309;padding-top:1.75rem;position:relative}.ed-PpNjRa_page [data-compare]:before{content:attr(data-compare-label);z-index:2;color:#fff;background:#8a4b0a;padding:.125rem .5rem;font:600 .8125rem/1.4 system-ui,sans-serif;position:absolute;top:0;left:0}.ed-PpNjRa_page [data-compare~=added]{outline-color:#1b5e20}.ed-PpNjRa_page [data-compare~=added]:before{background:#1b5e20}.ed-PpNjRa_page [data-compare~=removed]{outline:3px dashed #b00020}.ed-PpNjRa_page [data-compare~=removed]:before{background:#b00020}.ed-PpNjRa_page [data-compare=moved]{outline-color:#1d4ed8}.ed-PpNjRa_page [data-compare=moved]:before{background:#1d4ed8}.ed-PpNjRa_page [data-compare-value]{background:#fff3cd;box-shadow:0 0 0 3px #fff3cd}");

const styles: Readonly<Record<string, string>> = {
  added: "ed-PpNjRa_added",
  badge: "ed-PpNjRa_badge",
  badgeAdded: "ed-PpNjRa_badgeAdded",
  badgeChanged: "ed-PpNjRa_badgeChanged",
  badgeMoved: "ed-PpNjRa_badgeMoved",
  badgeRemoved: "ed-PpNjRa_badgeRemoved",
  badges: "ed-PpNjRa_badges",
  change: "ed-PpNjRa_change",
  changeTitle: "ed-PpNjRa_changeTitle",
  changed: "ed-PpNjRa_changed",
  changes: "ed-PpNjRa_changes",
  fields: "ed-PpNjRa_fields",
  moved: "ed-PpNjRa_moved",
  page: "ed-PpNjRa_page",
  removed: "ed-PpNjRa_removed",
  sides: "ed-PpNjRa_sides",
  summary: "ed-PpNjRa_summary",
  where: "ed-PpNjRa_where",
  words: "ed-PpNjRa_words",
};
export default styles;
