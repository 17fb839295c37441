// The words of the 'Config settings' panel (domains), kept in one place. SPEC.md §7 names the calls but no
// texts; these are ours.

export const CONFIG_SETTINGS_HEADING = 'Config Settings';
export const DOMAIN_SAVED = 'Domain Saved';
/** Names what the restore offer is about: 'Restore unsaved changes to this domain from …?' */
export const BACKUP_SUBJECT = 'this domain';
export const DOMAIN_PUBLISHED = 'Domain Published';
export const DOMAIN_UNPUBLISHED = 'Domain Unpublished';
export const DOMAIN_MADE_ACTIVE = 'Domain Made Active';

export const THIS_ADDRESS_HEADING = 'This address';
export const servedBy = (hostname: string, name: string) => `${hostname} is served by ${name}.`;
export const servedByNone = (hostname: string) => `No domain serves ${hostname} yet: visitors get 'This page could not be found'.`;

export const DOMAINS_HEADING = 'Domains';
export const DOMAINS_HELP = 'Each domain is a site of its own (pages, navigation, footer, site settings), served on the host names it lists.';
export const NO_DOMAINS = 'No domains yet.';
export const PUBLISHED = 'Published';
export const UNPUBLISHED = 'Unpublished';
export const ACTIVE_HERE = 'Active here';
export const DEFAULT_DOMAIN = 'Default';
export const NO_HOSTNAMES = 'No host names.';
export const hostnamesOf = (name: string) => `Host names of ${name}`;

export const EDIT = 'Edit';
export const PUBLISH = 'Publish';
export const UNPUBLISH = 'Unpublish';
export const MAKE_ACTIVE = 'Make active';
export const ADD_DOMAIN = 'Add domain';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const domainActionsLabel = (name: string) => `${name} actions`;

export const NEW_DOMAIN_HEADING = 'New domain';
export const editDomainHeading = (name: string) => `Edit ${name}`;
export const DOMAIN_NAME_LABEL = 'Name';
export const HOSTNAMES_LABEL = 'Host names';
export const HOSTNAMES_HELP = 'One per line, or separated by commas, e.g. www.example.org. A new domain stays unpublished until you publish it.';

export const makeActiveConfirm = (hostname: string, name: string) => `Visitors to ${hostname} will see ${name} from now on.`;
export const unpublishConfirm = (name: string) => `Unpublish ${name}? Visitors to its host names will get 'This page could not be found'.`;
export const unpublishActiveConfirm = (name: string, hostname: string) =>
  `${name} is the domain visitors to ${hostname} see now. Unpublish it? Visitors to ${hostname} will get 'This page could not be found'.`;
export const DEFAULT_STAYS_PUBLISHED = 'The default domain stays published.';
export const PUBLISH_BEFORE_ACTIVE = 'Publish it before making it active.';
export const CLOSE_UNSAVED_CONFIRM = 'Close Config settings without saving the domain you are editing? Your changes to it will be lost.';
export const DISCARD_EDIT_CONFIRM = 'Stop editing that domain without saving? Your changes to it will be lost.';
export const STALE_HINT = 'The list now shows their version. Save again to replace it with yours.';

export const LOADING = 'Loading the domains…';
export const LOAD_FAILED = 'The domains could not be loaded.';
export const TRY_AGAIN = 'Try again';
