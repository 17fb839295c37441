'use client';

import { imageUrl } from '@/components/ui/image-url';
import { FilePickerDialog } from './file-picker-dialog';
import styles from './image-field.styles';

/** One uploaded image as GET /api/image/list answers it. */
export type LibraryImage = { imageId: string; name: string; width: number; height: number; createdAt: string };
type ImageList = { images: LibraryImage[]; total: number };

const PAGE_SIZE = 24;

export function ImageLibraryDialog({ onChoose, onClose }: { onChoose: (image: LibraryImage) => void; onClose: () => void }) {
  return (
    <FilePickerDialog<ImageList, LibraryImage>
      title="Image library"
      searchLabel="Search images"
      path="image/list"
      pageSize={PAGE_SIZE}
      itemsOf={(data) => data.images}
      totalOf={(data) => data.total}
      keyOf={(image) => image.imageId}
      nameOf={(image) => image.name}
      // The name beside it says what it is, so the thumbnail's alt stays empty.
      // eslint-disable-next-line @next/next/no-img-element -- the image service does the resizing
      pictureOf={(image) => <img className={styles.thumbnail} src={imageUrl(image.imageId, { width: 160, height: 120 })} alt="" width={160} height={120} loading="lazy" />}
      emptyText="No images found."
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
