import { Illustration } from '@/components/ui/illustrations';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder, illustrationPlaceholder, showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import type { IllustratedFocusAreaData } from './schema';
import './illustrated-focus-area.styles';

/** A short statement beside a calm illustration; the illustration is decoration, the words carry it. */
export function IllustratedFocusAreaBlock({ data, path, editing }: BlockProps<IllustratedFocusAreaData>) {
  return (
    <div className="cs-focus-area">
      <div className="cs-focus-area__illustration" {...editAttributes(`${path}.illustration`, 'select')}>
        {editing && data.illustration === 'none' ? (
          <EditPlaceholder text={illustrationPlaceholder} />
        ) : (
          <Illustration name={data.illustration} />
        )}
      </div>
      <div className="cs-focus-area__text">
        {showsText(data.title, editing) ? (
          <h2 className="cs-focus-area__title" {...editAttributes(`${path}.title`, 'text')}>
            {textOrPlaceholder(data.title, editing)}
          </h2>
        ) : null}
        {showsText(data.description, editing) ? (
          <p className="cs-focus-area__description" {...editAttributes(`${path}.description`, 'text')}>
            {textOrPlaceholder(data.description, editing)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
