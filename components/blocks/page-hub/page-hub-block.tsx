import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { hubCopy } from './hub-copy';
import { HubLoader } from '../block-parts';
import type { HubPreload } from './hub-types';
import { HubView, hubAnchorId } from './hub-view';
import type { PageHubData } from './schema';
import styles from './page-hub.styles';

/**
 * The filterable hub of page cards (SPEC.md §2). Its top is the anchor 'Back to top' returns to. Editors get
 * 'Set Base Filters', which opens this component's base filters in the sidebar (the field at the component's
 * own path, as 'Edit success email config' does for a form).
 */
export function PageHubBlock({ data, path, editing, preload }: BlockProps<PageHubData>) {
  // The first page the server loaded with the visitor's page; the editor's hub asks for its own.
  const loaded = editing ? null : ((preload as HubPreload | undefined) ?? null);
  return (
    <div id={hubAnchorId(path)} className={`cs-page-hub ${styles.hub}`} tabIndex={-1}>
      {editing ? (
        <button type="button" className={styles.setBaseFilters} {...editAttributes(path, 'text')}>
          {hubCopy.setBaseFilters}
        </button>
      ) : null}
      <HubLoader
        componentKey={data.key}
        path={path}
        editing={editing}
        hubFilters={data.hubFilters}
        sideFiltersToShow={data.sideFiltersToShow}
        sortBy={data.sortBy}
        preload={loaded}
      >
        {/* Rendered on the server with no handlers, as a plain form: cards, page links and counts before any script. */}
        <HubView
          path={path}
          categories={loaded?.categories ?? []}
          filters={loaded?.query.filters ?? []}
          resultFilters={loaded?.query.filters ?? []}
          openCategory={null}
          sort={loaded?.query.sort ?? data.sortBy}
          baseSort={data.sortBy}
          result={loaded?.result ?? null}
          pageIndex={loaded?.query.page ?? 0}
          loading={!loaded}
          failed={false}
          announcement=""
          panelOpen={false}
          live={false}
        />
      </HubLoader>
    </div>
  );
}
