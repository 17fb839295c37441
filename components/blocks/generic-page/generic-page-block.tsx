import type { BlockProps } from '../types';
import { ContentSlot } from '../shared/content-slot';
import { editAttributes } from '../shared/edit-attributes';
import { showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import type { GenericPageData } from './schema';
import './generic-page.styles';

/**
 * A section of a page: an optional title and description, then its own list of components. While
 * editing, both header texts show (with placeholders) even when the block has no header yet.
 */
export function GenericPageBlock({ data, path, editing, renderContents }: BlockProps<GenericPageData>) {
  const title = data.header?.title ?? '';
  const description = data.header?.description ?? '';
  const showTitle = showsText(title, editing);
  const showDescription = showsText(description, editing);
  return (
    <div className="cs-generic-page">
      {showTitle || showDescription ? (
        <div className="cs-generic-page__header">
          {showTitle ? <h2 {...editAttributes(`${path}.header.title`, 'text')}>{textOrPlaceholder(title, editing)}</h2> : null}
          {showDescription ? (
            <p className="cs-generic-page__description" {...editAttributes(`${path}.header.description`, 'text')}>
              {textOrPlaceholder(description, editing)}
            </p>
          ) : null}
        </div>
      ) : null}
      <ContentSlot
        className="cs-generic-page__contents"
        contents={data.contents}
        path={`${path}.contents`}
        editing={editing}
        renderContents={renderContents}
      />
    </div>
  );
}
