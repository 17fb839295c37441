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
import imageUpload from './image-upload';
import imageGet from './image-get';

export const apiCalls = [userLogin, userMe, userLogout, userForgotPassword, userSetPassword, pageLoad, pageSave, pagePublishPage, imageUpload, imageGet];

export const apiRegistry = buildRegistry(apiCalls);
