// The search's words as visitors read them (the header's form, the search page). No imports: the header's script
// carries what it uses.
export const SEARCH_PATH = '/search';
export const SEARCH_LABEL = 'Search this site';
export const SEARCH_BUTTON = 'Search';
