import { cx } from '@/components/ui/class-names';
import { domId } from '../list-accordion/dom-id';
import { asContents } from '../generic-page/content-list';
import { RenderContents } from '../render-contents';
import type { BlockProps } from '../types';
import type { TitledAreaData } from './schema';

/** A titled section of the page; the title names the section for screen readers too. */
export function TitledAreaBlock({ data, path }: BlockProps<TitledAreaData>) {
  const titleId = domId(path, 'title');
  const hasTitle = Boolean(data.title.trim());
  return (
    <section
      className={cx('cs-titled-area', data.fullWidth && 'cs-full-bleed')}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      {hasTitle ? (
        <h2 id={titleId} className="cs-titled-area__title" data-edit={`${path}.title`} data-edit-kind="text">
          {data.title}
        </h2>
      ) : null}
      <div data-edit={`${path}.contents`} data-edit-kind="content">
        <RenderContents contents={asContents(data.contents)} path={`${path}.contents`} />
      </div>
    </section>
  );
}
