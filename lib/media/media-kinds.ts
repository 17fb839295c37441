// What the media library answers, for the server, the dashboard and the pickers alike (no server code).

export type MediaKind = 'image' | 'document';
export type MediaCopy = 'draft' | 'published' | 'trash';
export type MediaUse = {
  domainId: string;
  /** '/about', 'Navigation', 'Footer', 'Site settings'. */
  label: string;
  /** The page's address, for a page. */
  slug?: string;
  part?: 'nav' | 'footer' | 'settings';
  /** Which copies use it: the working copy, the one visitors get, one in the Trash. */
  copies: MediaCopy[];
};

export type MediaItem = {
  kind: MediaKind;
  _id: string;
  name: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** A picture's default alternative text (what a new use of it starts with); null for a document. */
  alt: string | null;
  uploadedBy: { _id: string; name: string };
  createdAt: string;
  /** How many times it was replaced (0: never); a picture's addresses name it. */
  revision: number;
  uses: MediaUse[];
};

export type MediaQuery = {
  kind: 'all' | MediaKind;
  search: string;
  unused: boolean;
  missingAlt: boolean;
  /** Whether to say where each file is used (it reads all content: the pickers leave it out). */
  uses: boolean;
  page: number;
  size: number;
};

