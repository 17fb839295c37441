import { Fragment } from 'react';
import type { BlockProps } from '../types';
import type { FormattedTextData } from './schema';
import { parseFormattedText } from './parse-formatted-text';

export function FormattedTextBlock({ data, path }: BlockProps<FormattedTextData>) {
  return (
    <div className="cs-formatted-text" data-edit={`${path}.text`} data-edit-kind="formattedText">
      {parseFormattedText(data.text).map((part, index) =>
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
