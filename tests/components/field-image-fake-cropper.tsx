// Stands in for react-easy-crop, which needs a laid-out page: it reports what a real cropper would after loading,
// a picture shown at 800 × 600 and the area under its frame in that picture's pixels.
import { useEffect } from 'react';

export const reportedArea = { x: 10, y: 20, width: 160, height: 90 };

type Props = { onMediaLoaded?: (m: object) => void; onCropComplete?: (a: object, p: object) => void; cropperProps?: { 'aria-label'?: string } };

export default function FakeCropper(props: Props) {
  useEffect(() => {
    props.onMediaLoaded?.({ width: 400, height: 300, naturalWidth: 800, naturalHeight: 600 });
    props.onCropComplete?.({ x: 0, y: 0, width: 50, height: 50 }, reportedArea);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div role="group" aria-label={props.cropperProps?.['aria-label']} />;
}
