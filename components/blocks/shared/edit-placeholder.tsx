import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { editAttributes } from './edit-attributes';

/** SPEC.md §9: what an empty text shows while it is being edited. */
export const textPlaceholder = 'Insert Text Here';
// SPEC.md names only the text placeholder; values that are not words say what to choose instead.
export const imagePlaceholder = 'Choose an image';
export const illustrationPlaceholder = 'Choose an illustration';
export const videoPlaceholder = 'Choose a video';

/**
 * Stands in for an empty value while editing, so the element showing it keeps a size and a name and
 * can still be clicked. Visitors never see it: blocks render it only when `editing` is true.
 */
export function EditPlaceholder({ text = textPlaceholder }: { text?: string }) {
  return <span className="cs-edit-placeholder">{text}</span>;
}

/** True when a text value would show nothing. */
export const isBlank = (value: string | undefined) => !value?.trim();

/** The value, or the placeholder when it is blank and being edited. */
export function textOrPlaceholder(value: string, editing: boolean): ReactNode {
  return editing && isBlank(value) ? <EditPlaceholder /> : value;
}

/** Whether an element showing this text should be drawn: always while editing, otherwise only with words. */
export const showsText = (value: string | undefined, editing: boolean) => editing || !isBlank(value);

type ImageSlotProps = { path: string; editing: boolean; className?: string };

/**
 * The box an image takes before one is chosen. While editing it says what it is for; visitors get
 * only the box (blocks that drew nothing before keep drawing nothing, by not rendering this).
 */
export function ImagePlaceholder({ path, editing, className }: ImageSlotProps) {
  return (
    <span className={cx(className, editing && 'cs-edit-image-placeholder') || undefined} {...editAttributes(path, 'image')}>
      {editing ? <EditPlaceholder text={imagePlaceholder} /> : null}
    </span>
  );
}
