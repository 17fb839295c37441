// The version the site runs, as package.json names it (shown to admins in the dashboard and written into backups).
import pkg from '@/package.json';

export const SITE_VERSION: string = pkg.version;
