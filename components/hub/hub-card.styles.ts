// Written by scripts/blocks.mjs from hub-card.module.css: do not edit; run `npm run blocks`.
// Its rules reach a page with each block whose code imports this (generated/stylesheets.ts, RenderContents).
const styles: Readonly<Record<string, string>> = {
  badge: "cs-utH63q_badge",
  badges: "cs-utH63q_badges",
  band: "cs-utH63q_band",
  body: "cs-utH63q_body",
  card: "cs-utH63q_card",
  cell: "cs-utH63q_cell",
  date: "cs-utH63q_date",
  description: "cs-utH63q_description",
  grid: "cs-utH63q_grid",
  link: "cs-utH63q_link",
  title: "cs-utH63q_title",
};
export default styles;
