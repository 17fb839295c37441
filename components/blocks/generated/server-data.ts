// Written by scripts/blocks.mjs from components/blocks/blocks.json: do not edit; run `npm run blocks`.
import 'server-only';
import type { LoadServerData } from '../shared/server-data';
import { componentType as richTextType } from '../rich-text/definition';
import { loadServerData as richText } from '../rich-text/server-data';
import { componentType as emergencyContactType } from '../emergency-contact/definition';
import { loadServerData as emergencyContact } from '../emergency-contact/server-data';
import { componentType as featuredContentType } from '../featured-content/definition';
import { loadServerData as featuredContent } from '../featured-content/server-data';
import { componentType as pageHubType } from '../page-hub/definition';
import { loadServerData as pageHub } from '../page-hub/server-data';
import { componentType as downloadsListType } from '../downloads-list/definition';
import { loadServerData as downloadsList } from '../downloads-list/server-data';

export const serverDataLoaders: ReadonlyMap<string, LoadServerData> = new Map([
  [richTextType, richText],
  [emergencyContactType, emergencyContact],
  [featuredContentType, featuredContent],
  [pageHubType, pageHub],
  [downloadsListType, downloadsList],
]);
