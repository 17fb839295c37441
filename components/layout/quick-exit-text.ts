/** The quick exit's words (GOV.UK's 'Exit this page'). */
export const QUICK_EXIT_TEXT = 'Exit this page';
