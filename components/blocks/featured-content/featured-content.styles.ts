// Written by scripts/blocks.mjs from featured-content.module.css: do not edit; run `npm run blocks`.
// Its rules reach a page with each block whose code imports this (generated/stylesheets.ts, RenderContents).
const styles: Readonly<Record<string, string>> = {
  addFilters: "cs-zNqeUG_addFilters",
  block: "cs-zNqeUG_block",
  editorNotes: "cs-zNqeUG_editorNotes",
  heading: "cs-zNqeUG_heading",
  status: "cs-zNqeUG_status",
};
export default styles;
