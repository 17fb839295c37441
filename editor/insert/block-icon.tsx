import { EditorIcon } from '../ui/editor-icons';

/** A block's mark in the picker, by its descriptor's icon name; decorative (the label names the block). */
export function BlockIcon({ name }: { name: string }) {
  return <EditorIcon name={name} />;
}
