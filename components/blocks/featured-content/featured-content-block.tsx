import type { FeaturedContentPreload } from '@/lib/hub/preload-types';
import type { BlockProps } from '../types';
import { FeaturedCardsLoader } from '../block-parts';
import type { FeaturedContentData } from './schema';
import { FeaturedView } from './featured-view';

/**
 * Featured content (SPEC.md §2): a heading and up to 3 cards. Visitors get the cards the server loaded with the
 * page, rendered on the server; the editor asks for them again whenever the filters change.
 */
export function FeaturedContentBlock({ data, path, editing, preload }: BlockProps<FeaturedContentData>) {
  const loaded = preload as FeaturedContentPreload | undefined;
  if (loaded && !editing) return <FeaturedView path={path} heading={data.heading} pages={loaded.pages} editing={false} />;
  return (
    <FeaturedCardsLoader componentKey={data.key} path={path} heading={data.heading} tagFilter={data.tagFilter} editing={editing}>
      <FeaturedView path={path} heading={data.heading} pages={[]} editing={editing} />
    </FeaturedCardsLoader>
  );
}
