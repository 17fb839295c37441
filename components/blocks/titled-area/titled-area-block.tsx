import { cx } from '@/components/ui/class-names';
import type { BlockProps } from '../types';
import { ContentSlot } from '../shared/content-slot';
import { domId } from '../shared/dom-id';
import { editAttributes } from '../shared/edit-attributes';
import { showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import type { TitledAreaData } from './schema';
import '../shared/full-bleed.styles';
import './titled-area.styles';

/** A titled section of the page; the title names the section for screen readers too. */
export function TitledAreaBlock({ data, path, editing, renderContents }: BlockProps<TitledAreaData>) {
  const titleId = domId(path, 'title');
  // A placeholder is no name for a section, so only a real title labels it.
  const hasTitle = Boolean(data.title.trim());
  return (
    <section
      className={cx('cs-titled-area', data.fullWidth && 'cs-full-bleed')}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      {showsText(data.title, editing) ? (
        <h2 id={titleId} className="cs-titled-area__title" {...editAttributes(`${path}.title`, 'text')}>
          {textOrPlaceholder(data.title, editing)}
        </h2>
      ) : null}
      <ContentSlot contents={data.contents} path={`${path}.contents`} editing={editing} renderContents={renderContents} />
    </section>
  );
}
