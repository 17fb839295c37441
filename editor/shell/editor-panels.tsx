'use client';
// The panels that open over the page, one at a time (the reducer's editInModalType), and the dashboard.
import type { Dispatch } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';
import { ChromePublishSection } from '../chrome/chrome-publish-section';
import type { ChromeDocument } from '../chrome/use-chrome-document';
import { DashboardDialog } from '../dashboard/dashboard-dialog';
import type { PublishOptions } from '../document/use-page-document';
import { NewPagePanel } from '../pages/new-page-panel';
import { PageSettingsPanel } from '../pages/page-settings-panel';
import { PublishPanel } from '../pages/publish-panel';
import { CompareDialog } from '../compare/compare-dialog';
import { ConfigSettingsPanel } from '../settings/config-settings-panel';
import { SiteSettingsPanel } from '../settings/site-settings-panel';
import { setFlash } from '../ui/flash';
import { hasUnsavedChanges, type EditorAction, type EditorState } from '../state';
import { openAddress, reloadAddress } from './navigation';

type Props = {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  user: AuthUser;
  domainId: string;
  /** The address the editor was opened at, without its leading slash. */
  slug: string;
  /** Unsaved changes anywhere (page, navigation, footer): leaving asks first. */
  unsaved: boolean;
  save: () => Promise<boolean>;
  publish: (options: PublishOptions) => Promise<boolean>;
  nav: ChromeDocument<'nav'>;
  footer: ChromeDocument<'footer'>;
};

export function EditorPanels({ state, dispatch, user, domainId, slug, unsaved, save, publish, nav, footer }: Props) {
  const close = () => dispatch({ type: 'modal/close' });
  const modal = state.editInModal ? state.editInModalType : null;
  const { page, savedPage } = state;
  return (
    <>
      {modal === 'newPage' && <NewPagePanel domainId={domainId} onClose={close} onCreated={(created) => openAddress(created.slug, unsaved) || close()} />}
      {modal === 'pageSettings' && page && savedPage && (
        <PageSettingsPanel
          user={user}
          page={page}
          savedPage={savedPage}
          dirty={hasUnsavedChanges(state)}
          busy={state.busy !== null}
          onChange={(path, value) => dispatch({ type: 'value/set', path, value, at: Date.now(), coalesce: true })}
          onSave={save}
          onServerChanged={(changed: Page) => dispatch({ type: 'page/serverChanged', page: changed })}
          onRestored={(restored: Page) => {
            dispatch({ type: 'page/loaded', page: restored });
            // The restored copy may live at another address.
            if (restored.slug !== slug) window.history.replaceState(null, '', `/${restored.slug}`);
          }}
          onDeleted={() => {
            setFlash('Page Deleted');
            openAddress('/', false);
          }}
          onClose={close}
        />
      )}
      {modal === 'publish' && page && <PublishPanel page={page} isAdmin={user.roles.includes('admin')} onPublish={publish} onClose={close} />}
      {modal === 'compare' && page && (
        <CompareDialog pageId={page._id} domainId={domainId} from="published" to="working" dirty={hasUnsavedChanges(state)} onClose={close} />
      )}
      {modal === 'siteSettings' && (
        <SiteSettingsPanel
          user={user}
          domainId={domainId}
          onClose={close}
          extraSection={<ChromePublishSection domainId={domainId} nav={nav} footer={footer} mayPublish={canPublish(user)} />}
        />
      )}
      {modal === 'configSettings' && <ConfigSettingsPanel userId={user._id} onClose={close} onActiveDomainChanged={() => reloadAddress(unsaved)} />}
      {state.dashboardVisible && (
        <DashboardDialog
          user={user}
          domainId={domainId}
          initialTab={state.dashboardTab ?? undefined}
          onClose={() => dispatch({ type: 'dashboard/hide' })}
          onNavigate={(to) => {
            if (openAddress(to, unsaved)) dispatch({ type: 'dashboard/hide' });
          }}
        />
      )}
    </>
  );
}
