// Written by scripts/blocks.mjs from downloads-list.module.css: do not edit; run `npm run blocks`.
// Its rules reach a page with each block whose code imports this (generated/stylesheets.ts, RenderContents).
const styles: Readonly<Record<string, string>> = {
  block: "cs-unNO1a_block",
  description: "cs-unNO1a_description",
  facts: "cs-unNO1a_facts",
  heading: "cs-unNO1a_heading",
  item: "cs-unNO1a_item",
  link: "cs-unNO1a_link",
  list: "cs-unNO1a_list",
};
export default styles;
