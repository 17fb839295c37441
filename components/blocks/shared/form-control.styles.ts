// Written by scripts/blocks.mjs from form-control.module.css: do not edit; run `npm run blocks`.
// Its rules reach a page with each block whose code imports this (generated/stylesheets.ts, RenderContents).
const styles: Readonly<Record<string, string>> = {
  control: "cs-83dPJG_control",
};
export default styles;
