import type { BlockProps } from '../types';
import type { QuoteData } from './schema';

/** A pull quote: the words in a blockquote, the speaker in the figure's caption. */
export function QuoteBlock({ data, path }: BlockProps<QuoteData>) {
  if (!data.quote.trim()) return null;
  return (
    <figure className="cs-quote">
      <blockquote className="cs-quote__text" data-edit={`${path}.quote`} data-edit-kind="text">
        <p>{data.quote}</p>
      </blockquote>
      {data.quoteBy.trim() ? (
        <figcaption className="cs-quote__by">
          {/* The dash is typography only; screen readers go straight to the name. */}
          <span aria-hidden="true">— </span>
          <span data-edit={`${path}.quoteBy`} data-edit-kind="text">
            {data.quoteBy}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
