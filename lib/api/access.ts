// The named access rules API calls declare (lib/api/define-call.ts `Access`), in one place. A call open to a role
// names the role ('publisher', 'admin', 'forms'); a rule that is not one role is declared here, once.
import type { Access } from './define-call';
import { canEdit } from '@/lib/auth/roles';

/** Editors, publishers and admins: everyone who changes the site's content (not a forms-only user). */
export const editorAccess = { rule: 'can edit content', allows: canEdit } as const satisfies Access;
