'use client';

/** What the browser and the editor ask before unsaved changes would be lost. */
export const UNSAVED_MESSAGE = "Changes you've made may not be saved, are you sure you want to leave this page?";

let confirmedLeave = false;

/** True once the editor has asked about unsaved changes for this navigation: the unload guard stays quiet. */
export const leaveConfirmed = () => confirmedLeave;

/**
 * Opens another address of the site from inside the editor (a new page, a sitemap row, after a delete):
 * asks first when there are unsaved changes, and answers whether the editor is leaving.
 */
export function openAddress(slug: string, dirty: boolean): boolean {
  if (dirty && !window.confirm(UNSAVED_MESSAGE)) return false;
  confirmedLeave = true;
  const path = slug.startsWith('/') ? slug : `/${slug}`;
  window.location.assign(path);
  return true;
}

/**
 * Opens the same address again (another domain now serves it, so the page, navigation and footer are its):
 * asks first when there are unsaved changes, and answers whether the editor is reloading.
 */
export function reloadAddress(dirty: boolean): boolean {
  if (dirty && !window.confirm(UNSAVED_MESSAGE)) return false;
  confirmedLeave = true;
  window.location.reload();
  return true;
}
