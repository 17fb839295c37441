// The names of the illustrations (drawn in illustrations.tsx), without React: block schemas check stored names against them.
/*
 * The illustration choices of SPEC.md §5, for blocks such as IllustratedFocusArea. Quiet line
 * drawings in the text colour with one soft fill, so they suit every background colour. Always
 * decorative: the title beside them carries the meaning, so they stay hidden from screen readers.
 */
export const illustrationChoices = [
  'memory',
  'donation',
  'will',
  'regular',
  'fundraiser',
  'volunteer',
  'privacy',
  'tree',
  'none',
] as const;
export type IllustrationName = (typeof illustrationChoices)[number];
