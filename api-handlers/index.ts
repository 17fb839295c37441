// Every API call. The registry refuses to start if one declares no access rule.
import { buildRegistry } from '@/lib/api/registry';
import userLogin from './user-login';
import userMe from './user-me';
import userLogout from './user-logout';
import userForgotPassword from './user-forgot-password';
import userSetPassword from './user-set-password';
import pageLoad from './page-load';
import pageSave from './page-save';
import pagePublishPage from './page-publish-page';
import pageLoadById from './page-load-by-id';
import pagePresence from './page-presence';
import pageLeave from './page-leave';
import imageUpload from './image-upload';
import imageGet from './image-get';
import imageList from './image-list';
import fileUpload from './file-upload';
import fileGet from './file-get';
import fileList from './file-list';
import pageSearch from './page-search';
import pageCheckSlug from './page-check-slug';
import pageUnpublishPage from './page-unpublish-page';
import pageDelete from './page-delete';
import rolesApplyToPage from './roles-apply-to-page';
import sitemapFilter from './sitemap-filter';
import pageVersions from './page-versions';
import pageVersion from './page-version';
import pageRestoreVersion from './page-restore-version';
import pageAddRedirect from './page-add-redirect';
import userList from './user-list';
import userInvite from './user-invite';
import userUpdate from './user-update';
import userDeactivate from './user-deactivate';
import userReactivate from './user-reactivate';

export const apiCalls = [userLogin, userMe, userLogout, userForgotPassword, userSetPassword, pageLoad, pageSave, pagePublishPage, pageLoadById, pagePresence, pageLeave, imageUpload, imageGet, imageList, fileUpload, fileGet, fileList, pageSearch, pageCheckSlug, pageUnpublishPage, pageDelete, rolesApplyToPage, sitemapFilter, pageVersions, pageVersion, pageRestoreVersion, pageAddRedirect, userList, userInvite, userUpdate, userDeactivate, userReactivate];

export const apiRegistry = buildRegistry(apiCalls);
