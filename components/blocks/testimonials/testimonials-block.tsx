import { ResponsiveImage } from '@/components/ui/responsive-image';
import { AccessibleCarousel } from '../one-active-carousel/accessible-carousel';
import type { BlockProps } from '../types';
import type { TestimonialsData } from './schema';

/** Quotes from people the charity has supported, one at a time; visitors move on when they choose. */
export function TestimonialsBlock({ data, path }: BlockProps<TestimonialsData>) {
  const slides = data.items.map((item, index) => {
    const itemPath = `${path}.items.${index}`;
    return (
      <figure className="cs-testimonial" key={index}>
        <ResponsiveImage image={item.image} size="square" sizes="8rem" className="cs-testimonial__image" editPath={`${itemPath}.image`} />
        <blockquote className="cs-testimonial__quote">
          <p data-edit={`${itemPath}.quote`} data-edit-kind="text">
            {item.quote}
          </p>
        </blockquote>
        <figcaption className="cs-testimonial__by" data-edit={`${itemPath}.quoteBy`} data-edit-kind="text">
          {item.quoteBy}
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
      className="cs-testimonials"
    />
  );
}
