import { hasUsableImage, ResponsiveImage } from '@/components/ui/responsive-image';
import type { BlockProps } from '../types';
import { AccessibleCarousel } from '../block-parts';
import { ImagePlaceholder } from '../shared/edit-placeholder';
import type { OneActiveCarouselData } from './schema';
import './one-active-carousel.styles';

/** Slides are at most 36rem wide (one-active-carousel.css) and never wider than 996px. */
const slideSizes = '(min-width: 40rem) 36rem, 70vw';

/** Square images, one centred and active, its neighbours peeking in at the sides. */
export function OneActiveCarouselBlock({ data, path, editing }: BlockProps<OneActiveCarouselData>) {
  const slides = data.slides.map((slide, index) => {
    const editPath = `${path}.slides.${index}.image`;
    return hasUsableImage(slide.image) ? (
      <ResponsiveImage key={index} image={slide.image} size="carousel" sizes={slideSizes} className="cs-one-active-carousel__image" editPath={editPath} />
    ) : (
      // Holds the square open (and gives the editor something to click) until an image is chosen.
      <ImagePlaceholder key={index} path={editPath} editing={editing} className="cs-one-active-carousel__placeholder" />
    );
  });
  return (
    <AccessibleCarousel
      label="Image carousel"
      itemName="Slide"
      slides={slides}
      layout="centred"
      listEditPath={`${path}.slides`}
      editing={editing}
      className="cs-one-active-carousel"
    />
  );
}
