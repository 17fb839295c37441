// The words of the featured content filter editor, in one place.
export const tagFilterText = {
  include: 'Include tags',
  includeHelp: 'Pages with any of these tags within a category, and with one from every category ticked.',
  exclude: 'Exclude tags',
  excludeHelp: 'Pages with any of these tags are left out.',
  selected: 'Chosen pages',
  selectedHelp: 'Shown first, in this order, whatever their tags. Only published pages are shown, and never this page itself.',
  noneSelected: 'No pages chosen.',
  selectedFull: (max: number) => `At most ${max} pages can be chosen. Remove one to choose another.`,
  loadingPage: 'Loading…',
  missingPage: 'A page that no longer exists',
  notPublished: '(not published: not shown)',
  thisPage: '(this page: not shown)',
  remove: (name: string) => `Remove ${name}`,
} as const;
