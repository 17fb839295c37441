'use client';

import { useMemo, useState, type ReactNode } from 'react';
import type { BlockDescriptor } from '@/components/blocks/shared/descriptor';
import { ModalDialog } from '../ui/modal-dialog';
import { BlockIcon } from './block-icon';
import styles from './insert.styles';

type Props = {
  /** Only the blocks the target list accepts. */
  choices: readonly BlockDescriptor[];
  /** A new, empty instance of a block, rendered as it would appear while editing. */
  renderPreview: (componentType: string) => ReactNode;
  onChoose: (componentType: string) => void;
  onClose: () => void;
};

/** 'Add a component': the blocks a content list accepts, grouped by category, with a live preview. */
export function BlockPicker({ choices, renderPreview, onChoose, onClose }: Props) {
  const [search, setSearch] = useState('');
  const [previewed, setPreviewed] = useState<string | null>(choices[0]?.componentType ?? null);
  const groups = useMemo(() => {
    const term = search.trim().toLowerCase();
    const matching = choices.filter((block) => !term || `${block.label} ${block.description}`.toLowerCase().includes(term));
    const byCategory = new Map<string, BlockDescriptor[]>();
    for (const block of matching) byCategory.set(block.category, [...(byCategory.get(block.category) ?? []), block]);
    return [...byCategory.entries()];
  }, [choices, search]);
  const shown = choices.find((block) => block.componentType === previewed);

  return (
    <ModalDialog title="Add a component" onClose={onClose} wide>
      <label className={styles.search}>
        <span>Search components</span>
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {choices.length === 0 && <p>Nothing can be added here.</p>}
      <div className={styles.layout}>
        <div className={styles.groups}>
          {groups.map(([category, blocks]) => (
            <section key={category} aria-labelledby={`picker-${category}`}>
              <h3 id={`picker-${category}`} className={styles.category}>
                {category}
              </h3>
              <ul className={styles.list}>
                {blocks.map((block) => (
                  <li key={block.componentType}>
                    <button
                      type="button"
                      className={styles.choice}
                      onClick={() => onChoose(block.componentType)}
                      onFocus={() => setPreviewed(block.componentType)}
                      onPointerEnter={() => setPreviewed(block.componentType)}
                      // Named by the label alone; the description is read once, as the description.
                      aria-labelledby={`picker-label-${block.componentType}`}
                      aria-describedby={`picker-desc-${block.componentType}`}
                    >
                      <BlockIcon name={block.icon} />
                      <span id={`picker-label-${block.componentType}`} className={styles.choiceLabel}>
                        {block.label}
                      </span>
                      <span id={`picker-desc-${block.componentType}`} className={styles.choiceDescription}>
                        {block.description}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {groups.length === 0 && choices.length > 0 && <p>No component matches ‘{search}’.</p>}
        </div>
        {shown && (
          <figure className={styles.preview} aria-label={`Preview of ${shown.label}`}>
            <figcaption className={styles.previewCaption}>Preview: {shown.label}</figcaption>
            {/* Inert: a preview is to look at, never to tab into or click. */}
            <div className={styles.previewStage} inert>
              {renderPreview(shown.componentType)}
            </div>
          </figure>
        )}
      </div>
    </ModalDialog>
  );
}
