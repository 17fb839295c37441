'use client';

import { useId } from 'react';
import { socialImageSize } from '@/lib/content/site/social-image';
import { ImageEditorPanel } from '../fields/image-editor-panel';
import type { CropShape } from '../fields/image-crop-dialog';
import type { SocialCard } from './site-settings-content';
import { CARD_IMAGE_HELP, CARD_IMAGE_LABEL, CARD_KEYWORDS_HELP, CARD_KEYWORDS_LABEL, CARD_TITLE_LABEL } from './site-settings-text';
import { imageOfSocial, socialOfImage } from './social-image-value';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';

type Props = { heading: string; help: string; card: SocialCard; onChange: (card: SocialCard) => void; disabled?: boolean };

const cardShape: CropShape[] = [{ key: 'desktop', label: 'Card crop', aspect: socialImageSize.width / socialImageSize.height }];

/** One share card (Open Graph or Twitter): its title, keywords and picture, cropped to the card's shape. */
export function SocialCardSection({ heading, help, card, onChange, disabled = false }: Props) {
  const id = useId();
  const ids = { title: `${id}-title`, keywords: `${id}-keywords`, image: `${id}-image` };
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p className={styles.note}>{help}</p>
      <FieldShell id={ids.title} label={CARD_TITLE_LABEL}>
        <input id={ids.title} className={styles.input} value={card.title} maxLength={200} disabled={disabled} onChange={(event) => onChange({ ...card, title: event.target.value })} />
      </FieldShell>
      <FieldShell id={ids.keywords} label={CARD_KEYWORDS_LABEL}>
        <input
          id={ids.keywords}
          className={styles.input}
          value={card.keywords}
          maxLength={500}
          disabled={disabled}
          aria-describedby={`${ids.keywords}-help`}
          onChange={(event) => onChange({ ...card, keywords: event.target.value })}
        />
        <p id={`${ids.keywords}-help`} className={styles.note}>
          {CARD_KEYWORDS_HELP}
        </p>
      </FieldShell>
      <ImageEditorPanel id={ids.image} label={CARD_IMAGE_LABEL} value={imageOfSocial(card.image)} onChange={(image) => onChange({ ...card, image: socialOfImage(image) })} shapes={cardShape} />
      <p className={styles.note}>{CARD_IMAGE_HELP}</p>
    </section>
  );
}
