'use client';

// The layout's browser code that only some sites use, each a download of its own (whereRendered): a site without a
// tag manager id never fetches the tag manager's code.
import { whereRendered } from '@/components/ui/where-rendered';

export const TagManager = whereRendered('TagManager', () => import('./tag-manager').then((m) => m.TagManager));
