import type { BlockIconName } from '@/components/blocks/shared/descriptor';
import { EditorIcon } from '../ui/editor-icons';

/** A block's mark in the picker, by its descriptor's icon name; decorative (the label names the block). */
export function BlockIcon({ name }: { name: BlockIconName }) {
  return <EditorIcon name={name} />;
}
