'use client';

import { useId, type ReactNode } from 'react';
import { helpId } from './field-shell';
import styles from './controls.styles';

export type Choice<T extends string> = { value: T; label: string; /** Decorative: the label names it. */ visual?: ReactNode };

type Props<T extends string> = {
  /** Goes on the radio that Tab lands on (the checked one, else the first), so the sidebar can focus it. */
  id: string;
  legend: string;
  help?: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  layout?: 'grid' | 'row';
};

/**
 * A set of native radios under a legend. Native radios already give the arrow-key behaviour and
 * the one-tab-stop group that screen-reader users expect, so no roving focus is rebuilt here.
 */
export function ChoiceGroup<T extends string>({ id, legend, help, choices, value, onChange, layout = 'grid' }: Props<T>) {
  const name = useId();
  const tabStop = Math.max(0, choices.findIndex((choice) => choice.value === value));
  return (
    <fieldset className={styles.group} aria-describedby={helpId(id, help)}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={layout === 'grid' ? styles.choiceGrid : styles.choiceRow}>
        {choices.map((choice, index) => {
          const inputId = index === tabStop ? id : `${id}-choice-${index}`;
          return (
            <label key={choice.value} className={styles.choice} htmlFor={inputId}>
              <input
                type="radio"
                id={inputId}
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
              />
              {choice.visual && (
                <span className={styles.visual} aria-hidden="true">
                  {choice.visual}
                </span>
              )}
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      {help && (
        <p id={helpId(id, help)} className={styles.help}>
          {help}
        </p>
      )}
    </fieldset>
  );
}
