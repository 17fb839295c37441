// The phrases a new site starts with for 'Show crisis help first for searches with' (Site settings → Visitor
// safety). No imports: the settings schema reads it, in the browser too.

/** How people in distress often put it, as typed into search boxes: words and their usual variants. */
export const DEFAULT_CRISIS_PHRASES = [
  'suicide',
  'kill myself',
  'end my life',
  'take my own life',
  'want to die',
  'wish I was dead',
  'better off dead',
  'no reason to live',
  "don't want to live",
  "don't want to be here",
  "can't go on",
  "can't cope",
  'cannot cope',
  'self harm',
  'hurt myself',
  'cutting myself',
  'overdose',
  'hopeless',
  'crisis',
  'abuse',
  'unsafe at home',
] as const;
