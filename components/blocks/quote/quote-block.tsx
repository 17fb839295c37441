import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import type { QuoteData } from './schema';
import './quote.styles';

/** A pull quote: the words in a blockquote, the speaker in the figure's caption. */
export function QuoteBlock({ data, path, editing }: BlockProps<QuoteData>) {
  if (!showsText(data.quote, editing)) return null;
  return (
    <figure className="cs-quote">
      <blockquote className="cs-quote__text" {...editAttributes(`${path}.quote`, 'text')}>
        <p>{textOrPlaceholder(data.quote, editing)}</p>
      </blockquote>
      {showsText(data.quoteBy, editing) ? (
        <figcaption className="cs-quote__by">
          {/* The dash is typography only; screen readers go straight to the name. */}
          <span aria-hidden="true">— </span>
          <span {...editAttributes(`${path}.quoteBy`, 'text')}>{textOrPlaceholder(data.quoteBy, editing)}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
