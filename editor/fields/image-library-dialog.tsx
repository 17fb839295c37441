'use client';

import { imageUrl } from '@/components/ui/image-url';
import type { MediaItem } from '@/lib/media/media-kinds';
import { FilePickerDialog } from './file-picker-dialog';
import styles from './image-field.styles';

/** One picture of the library, as the image field takes it. */
export type LibraryImage = { imageId: string; name: string; width: number; height: number; createdAt: string };
const asLibraryImage = (item: MediaItem): LibraryImage => ({ imageId: item._id, name: item.name, width: item.width ?? 1, height: item.height ?? 1, createdAt: item.createdAt });

const PAGE_SIZE = 24;

export function ImageLibraryDialog({ onChoose, onClose }: { onChoose: (image: LibraryImage) => void; onClose: () => void }) {
  return (
    <FilePickerDialog
      kind="image"
      title="Image library"
      searchLabel="Search images"
      pageSize={PAGE_SIZE}
      // The name beside it says what it is, so the thumbnail's alt stays empty.
      // eslint-disable-next-line @next/next/no-img-element -- the image service does the resizing
      pictureOf={(item) => <img className={styles.thumbnail} src={imageUrl(item._id, { width: 160, height: 120 })} alt="" width={160} height={120} loading="lazy" />}
      emptyText="No images found."
      onChoose={(item) => onChoose(asLibraryImage(item))}
      onClose={onClose}
    />
  );
}
