// Written by scripts/blocks.mjs from event-list.module.css: do not edit; run `npm run blocks`.
// Its rules reach a page with each block whose code imports this (generated/stylesheets.ts, RenderContents).
const styles: Readonly<Record<string, string>> = {
  address: "cs-0WeJwW_address",
  block: "cs-0WeJwW_block",
  book: "cs-0WeJwW_book",
  date: "cs-0WeJwW_date",
  details: "cs-0WeJwW_details",
  editorNote: "cs-0WeJwW_editorNote",
  event: "cs-0WeJwW_event",
  list: "cs-0WeJwW_list",
  loading: "cs-0WeJwW_loading",
  message: "cs-0WeJwW_message",
  name: "cs-0WeJwW_name",
  sample: "cs-0WeJwW_sample",
  spin: "cs-0WeJwW_spin",
  spinner: "cs-0WeJwW_spinner",
  time: "cs-0WeJwW_time",
  when: "cs-0WeJwW_when",
};
export default styles;
