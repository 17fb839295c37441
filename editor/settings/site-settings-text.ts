// The words of the 'Site settings' panel, kept in one place (SPEC.md §2, §3, §5, §8).

export const SITE_SETTINGS_HEADING = 'Site Settings';
export const SITE_SETTINGS_SAVED = 'Site Settings Saved';
export const SITE_SETTINGS_PUBLISHED = 'Site Settings Published';

export const SITE_NAME_LABEL = 'Site name';
export const OPEN_GRAPH_HEADING = 'Open Graph';
export const OPEN_GRAPH_HELP = 'What Facebook, LinkedIn and messaging apps show when someone shares a page of the site.';
export const TWITTER_HEADING = 'Twitter';
export const TWITTER_HELP = 'What Twitter (X) shows when someone shares a page of the site.';
export const CARD_TITLE_LABEL = 'Title';
export const CARD_KEYWORDS_LABEL = 'Keywords';
export const CARD_KEYWORDS_HELP = 'Separated by commas.';
export const CARD_IMAGE_LABEL = 'Image';
export const CARD_IMAGE_HELP = 'Cropped to 1200 × 630 pixels, the shape share cards are shown in.';

export const REDIRECTS_HEADING = 'Redirects';
export const REDIRECTS_HELP =
  'Visitors who open the old address are sent to the new one, unless a page is published there. Permanent (308) tells search engines the page has moved for good, as a 301 does.';
export const REDIRECT_FROM_LABEL = 'From';
export const REDIRECT_TO_LABEL = 'To';
export const REDIRECT_TYPE_LABEL = 'Type';
export const redirectTypeChoices = [
  { value: 301, label: 'Permanent (308)' },
  { value: 302, label: 'Temporary (307)' },
] as const;
export const NO_REDIRECTS = 'No redirects yet.';
export const ADD_REDIRECT = 'Add redirect';
export const redirectLegend = (index: number) => `Redirect ${index + 1}`;
export const removeRedirectLabel = (index: number) => `Remove redirect ${index + 1}`;

export const CATEGORIES_HEADING = 'Tag categories';
export const CATEGORIES_HELP = "Pages are tagged 'category:tag'; the hub offers one filter per category.";
export const NO_CATEGORIES = 'No tag categories yet.';
export const CATEGORY_NAME_LABEL = 'Category name';
export const NEW_CATEGORY_LABEL = 'New category';
export const ADD_CATEGORY = 'Add category';
export const NEW_TAG_LABEL = 'New tag';
export const ADD_TAG = 'Add tag';
export const categoryLegend = (name: string, index: number) => name.trim() || `Category ${index + 1}`;
export const tagLabel = (index: number) => `Tag ${index + 1}`;
export const removeTagLabel = (index: number) => `Remove tag ${index + 1}`;
export const REMOVE_CATEGORY = 'Remove category';
export const TYPE_A_CATEGORY = 'Type a category name to add.';
export const TYPE_A_TAG = 'Type a tag to add.';
export const categoryExists = (name: string) => `There is already a category named '${name}'.`;
export const tagExists = (name: string) => `This category already has the tag '${name}'.`;

/** SPEC.md §5: removing a list item is confirmed first. */
export const REMOVE_CONFIRM = 'Are you sure?';

export const STATUS_HEADING = 'Status';
export const UNPUBLISHED_CHANGES = 'Unpublished changes';
export const PUBLISHED = 'Published';
export const GENERAL_HEADING = 'General';
export const NEVER_PUBLISHED = 'Never published';
/** Nothing waits to be published, but no publish time is recorded (settings set up with the site). */
export const VISITORS_SEE_THESE = 'Visitors see these settings.';
export const UNSAVED_CHANGES = 'Unsaved changes';
export const lastPublishedLine = (when: string) => `Last published ${when}`;

export const SAVE = 'Save';
export const PUBLISH = 'Publish';
export const ONLY_PUBLISHERS = 'Only publishers and admins can publish the site settings.';
export const LOADING = 'Loading the site settings…';
export const LOAD_FAILED = 'The site settings could not be loaded.';
export const TRY_AGAIN = 'Try again';

export const CLOSE_UNSAVED_CONFIRM =
  'Close Site settings without saving? Your changes stay in this browser and are offered back when you open Site settings again.';

/** Names what the restore offer is about: 'Restore unsaved changes to the site settings from …?' */
export const BACKUP_SUBJECT = 'the site settings';

export const SAFETY_HEADING = 'Visitor safety';
export const SAFETY_HELP = 'The quick exit lets a visitor leave the site in a second if someone comes near.';
export const QUICK_EXIT_ENABLED_LABEL = 'Show the Exit this page button';
export const QUICK_EXIT_ADDRESS_LABEL = 'Quick exit address';
export const QUICK_EXIT_ADDRESS_HELP = 'A neutral site the exit opens in place of this one, such as a weather forecast.';
export const SENSITIVE_TOPICS_LABEL = 'Sensitive topics';
export const SENSITIVE_TOPICS_HELP = 'Pages tagged with one of these must point to crisis help before they are published.';
export const SENSITIVE_TOPIC_ITEM = 'Topic';
export const CRISIS_SEARCH_LABEL = 'Show crisis help first for searches with';
export const CRISIS_SEARCH_HELP =
  "A search holding one of these phrases, or a close variant of it ('self-harming' for 'self harm', 'suicidal' for 'suicide'), shows the crisis contacts above every result.";
export const CRISIS_SEARCH_ITEM = 'Phrase';
export const CARE_HEADING = 'Content care';
export const CARE_HELP =
  'How long deleted pages wait in the Trash, how often published pages come up for review, and whether admins get a weekly email when the content-health report finds problems.';
export const TRASH_DAYS_LABEL = 'Keep deleted pages (days)';
export const REVIEW_MONTHS_LABEL = 'Review pages every (months)';
export const SENSITIVE_REVIEW_MONTHS_LABEL = 'Review pages with a sensitive topic every (months)';
export const REVIEW_MONTHS_HELP = "Publishing a page without a 'Review by' date gives it one this far ahead.";
export const HEALTH_DIGEST_LABEL = 'Weekly content-health email to admins';
export const HEALTH_DIGEST_HELP = 'Sent only when something needs fixing, and only where the site can send email.';
export const APPROVAL_LABEL = 'Publishing needs an approval';
export const APPROVAL_HELP =
  'A reviewer other than the last person who changed the page approves the exact version published (Request review in the editor menu). Admins may publish without one by giving a reason.';
export const approvalChoices = [
  { value: 'never', label: 'Never' },
  { value: 'sensitive', label: 'For pages with a sensitive topic' },
  { value: 'always', label: 'Always' },
] as const;
