import { Fragment } from 'react';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder } from '../shared/edit-placeholder';
import type { FormattedTextData } from './schema';
import { parseFormattedText } from './parse-formatted-text';
import './formatted-text.styles';

export function FormattedTextBlock({ data, path, editing }: BlockProps<FormattedTextData>) {
  const parts = parseFormattedText(data.text);
  return (
    <div className="cs-formatted-text" {...editAttributes(`${path}.text`, 'formattedText')}>
      {editing && !parts.length ? <EditPlaceholder /> : null}
      {parts.map((part, index) =>
        part.kind === 'heading' ? (
          <h2 key={index}>{part.text}</h2>
        ) : (
          <p key={index}>
            {part.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
