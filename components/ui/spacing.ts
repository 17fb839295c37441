import type { z } from 'zod';
import type { SpacingSchema } from '@/lib/content/schemas';

export type Spacing = z.infer<typeof SpacingSchema>;

/** Spacing levels 1-6 in px (SPEC.md §3); 0 means none. The CSS in styles/spacing.css uses rem. */
export const spacingLevels = [0, 4, 16, 24, 32, 48, 64] as const;

/**
 * The four sides: the field name (before Small, Medium or Large), the class prefix, the name the editor shows, and
 * the level a breakpoint that is not set uses (SPEC.md §9: margin bottom 2, every other side 0).
 */
export const spacingSides = [
  { field: 'marginTop', prefix: 'mt', label: 'Margin top', fallback: 0 },
  { field: 'marginBottom', prefix: 'mb', label: 'Margin bottom', fallback: 2 },
  { field: 'paddingTop', prefix: 'pt', label: 'Padding top', fallback: 0 },
  { field: 'paddingBottom', prefix: 'pb', label: 'Padding bottom', fallback: 0 },
] as const;

/**
 * Class names for a component's spacing. Each breakpoint that is not set uses the default for that
 * breakpoint (margin top 0, bottom 2, padding 0), as the toolkit defaults are per breakpoint.
 * A side at its default from phones up gets no class: `.cs-component` has the defaults (styles/spacing.css), and
 * every page carries each class twice (its HTML and React's data for the browser).
 * Medium (>=768px) and Large (>=1200px) classes are only emitted when they change the value,
 * because the smaller breakpoint's class already applies upwards.
 */
export function spacingClasses(spacing: Spacing): string {
  const classes: string[] = [];
  for (const { field, prefix, fallback } of spacingSides) {
    const small = spacing[`${field}Small`] ?? fallback;
    const medium = spacing[`${field}Medium`] ?? fallback;
    const large = spacing[`${field}Large`] ?? fallback;
    if (small !== fallback) classes.push(`cs-${prefix}-${small}`);
    if (medium !== small) classes.push(`cs-${prefix}-md-${medium}`);
    if (large !== medium) classes.push(`cs-${prefix}-lg-${large}`);
  }
  return classes.join(' ');
}
