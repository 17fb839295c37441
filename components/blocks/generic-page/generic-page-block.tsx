import { RenderContents } from '../render-contents';
import type { BlockProps } from '../types';
import type { GenericPageData } from './schema';
import { asContents } from './content-list';

/** A section of a page: an optional title and description, then its own list of components. */
export function GenericPageBlock({ data, path }: BlockProps<GenericPageData>) {
  const title = data.header?.title.trim();
  const description = data.header?.description.trim();
  return (
    <div className="cs-generic-page">
      {title || description ? (
        <div className="cs-generic-page__header">
          {title ? (
            <h2 data-edit={`${path}.header.title`} data-edit-kind="text">
              {data.header?.title}
            </h2>
          ) : null}
          {description ? (
            <p className="cs-generic-page__description" data-edit={`${path}.header.description`} data-edit-kind="text">
              {data.header?.description}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="cs-generic-page__contents" data-edit={`${path}.contents`} data-edit-kind="content">
        <RenderContents contents={asContents(data.contents)} path={`${path}.contents`} />
      </div>
    </div>
  );
}
