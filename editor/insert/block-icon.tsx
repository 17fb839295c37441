// Small marks for the block picker, one per descriptor icon name; decorative (the label names the block).
const marks: Record<string, string> = {
  text: '¶',
  richText: '✎',
  formattedText: '𝐓',
  anchor: '⚓',
  link: '🔗',
  button: '▭',
  columns: '▥',
  section: '▤',
  phone: '☎',
  list: '☰',
  accordion: '≡',
  details: '⋯',
  quote: '❝',
  panel: '▣',
  title: 'H',
  illustration: '✿',
  testimonials: '💬',
  carousel: '⇆',
  image: '🖼',
  map: '⌖',
};

export function BlockIcon({ name }: { name: string }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-block', width: '1.5rem', textAlign: 'center' }}>
      {marks[name] ?? '◻'}
    </span>
  );
}
