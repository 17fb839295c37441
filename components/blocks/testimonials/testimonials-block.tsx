import { hasUsableImage, ResponsiveImage } from '@/components/ui/responsive-image';
import type { BlockProps } from '../types';
import { AccessibleCarousel } from '../block-parts';
import { editAttributes } from '../shared/edit-attributes';
import { ImagePlaceholder, textOrPlaceholder } from '../shared/edit-placeholder';
import type { TestimonialsData } from './schema';
import './testimonials.styles';

/** Quotes from people the charity has supported, one at a time; visitors move on when they choose. */
export function TestimonialsBlock({ data, path, editing }: BlockProps<TestimonialsData>) {
  const slides = data.items.map((item, index) => {
    const itemPath = `${path}.items.${index}`;
    return (
      <figure className="cs-testimonial" key={index}>
        {editing && !hasUsableImage(item.image) ? (
          <ImagePlaceholder path={`${itemPath}.image`} editing className="cs-testimonial__image" />
        ) : (
          <ResponsiveImage image={item.image} size="square" sizes="8rem" className="cs-testimonial__image" editPath={`${itemPath}.image`} />
        )}
        <blockquote className="cs-testimonial__quote">
          <p {...editAttributes(`${itemPath}.quote`, 'text')}>{textOrPlaceholder(item.quote, editing)}</p>
        </blockquote>
        <figcaption className="cs-testimonial__by" {...editAttributes(`${itemPath}.quoteBy`, 'text')}>
          {textOrPlaceholder(item.quoteBy, editing)}
        </figcaption>
      </figure>
    );
  });
  return (
    <AccessibleCarousel
      label="Testimonials"
      itemName="Testimonial"
      slides={slides}
      layout="single"
      listEditPath={`${path}.items`}
      editing={editing}
      className="cs-testimonials"
    />
  );
}
