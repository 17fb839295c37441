// Written by scripts/blocks.mjs from disclosure.css: do not edit; run `npm run blocks`.
// Its rules reach a page with each block whose code imports this (generated/stylesheets.ts, RenderContents).
export {};
