// Where the site export comes from: the call answers the file as an attachment, so a plain link downloads it.
export const exportSiteHref = (domainId: string) => `/api/content/exportSite?${new URLSearchParams({ domainId })}`;
