import { Illustration } from '@/components/ui/illustrations';
import type { BlockProps } from '../types';
import type { IllustratedFocusAreaData } from './schema';

/** A short statement beside a calm illustration; the illustration is decoration, the words carry it. */
export function IllustratedFocusAreaBlock({ data, path }: BlockProps<IllustratedFocusAreaData>) {
  return (
    <div className="cs-focus-area">
      <div className="cs-focus-area__illustration" data-edit={`${path}.illustration`} data-edit-kind="select">
        <Illustration name={data.illustration} />
      </div>
      <div className="cs-focus-area__text">
        {data.title.trim() ? (
          <h2 className="cs-focus-area__title" data-edit={`${path}.title`} data-edit-kind="text">
            {data.title}
          </h2>
        ) : null}
        {data.description.trim() ? (
          <p className="cs-focus-area__description" data-edit={`${path}.description`} data-edit-kind="text">
            {data.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
