// Every word the Users tab shows, in one place so tests find the same text.
import type { Role } from '@/lib/auth/roles';

export const columnLabels = ['Name', 'Email', 'Roles', 'Last Sign-In', 'Status', 'Actions'] as const;

export const roleLabels: Record<Role, string> = { admin: 'Admin', publisher: 'Publisher', editor: 'Editor', forms: 'Forms' };

/** What each role may do, shown under its checkbox. */
export const roleHelp: Record<Role, string> = {
  admin: 'Everything, including staff accounts',
  publisher: 'Edit and publish pages',
  editor: 'Edit pages and save drafts',
  forms: 'Read and export form submissions',
};

/** date-fns pattern of the Last Sign-In column. */
export const LAST_SIGN_IN_FORMAT = 'h:mm a, dd/MM/yyyy';

export const usersText = {
  caption: 'Users',
  never: 'Never',
  loading: 'Loading users…',
  retry: 'Try again',
  you: '(you)',
  changeRoles: 'Change roles',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resendInvitation: 'Resend invitation',
  confirm: 'Are you sure?',
  rolesLegend: 'Roles',
  save: 'Save',
  cancel: 'Cancel',
  inviteHeading: 'Invite user',
  email: 'Email',
  name: 'Name',
  sendInvitation: 'Send invitation',
  emailRequired: 'Please provide an email address',
  emailInvalid: 'Please provide a valid email address',
  nameRequired: 'Name is required',
  roleRequired: 'Choose at least one role',
} as const;

export const invitationSent = (email: string) => `Invitation sent to ${email}.`;
export const changeRolesTitle = (name: string) => `Change roles of ${name}`;
export const rolesSaved = (name: string) => `Roles of ${name} saved.`;
export const deactivated = (name: string) => `${name} has been deactivated.`;
export const reactivated = (name: string) => `${name} can sign in again.`;
export const invitationResent = (email: string) => `Invitation sent again to ${email}.`;
