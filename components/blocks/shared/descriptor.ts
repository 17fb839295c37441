// What the editor needs to know about a block, as plain data (no React, no editor imports).
// Each block folder exports one `BlockDescriptor` from its `fields.ts`; the sidebar, the picker and the
// data-edit coverage test are all built from these.
import type { Colour } from '@/lib/content/schemas';
import type { ImageSizeName } from '@/components/ui/image-url';

type Base = {
  /**
   * Where the value lives, relative to the component (or to the list item for a list's `item` fields):
   * 'title', 'header.description', 'link'. '' means the component itself (spacing, split layout, map).
   */
  path: string;
  /** Shown above the editor control; also the control's accessible name. */
  label: string;
  help?: string;
};

export type TextField = Base & {
  kind: 'text' | 'formattedText';
  maxLength?: number;
  multiline?: boolean;
  placeholder?: string;
  /** 'anchorId': kept a valid link fragment as it is typed (lower-case words joined by hyphens). */
  format?: 'anchorId';
  /** Never shown to visitors (a form's identifier, its recipient, its email's subject): the site search skips it. */
  unseen?: true;
};
export type RichTextField = Base & {
  kind: 'richText';
  maxLength?: number;
  /** SPEC.md §3 hide flags: no toolbar at all, no bold/italic/underline/strike, no headings, no lists, no links. */
  hide?: { menu?: boolean; style?: boolean; headers?: boolean; lists?: boolean; links?: boolean };
};
export type NumberField = Base & { kind: 'number'; min: number; max: number; step?: number };
export type CheckboxField = Base & { kind: 'checkbox' };
export type SelectField = Base & { kind: 'select'; options: readonly { value: string; label: string }[] };
/** An ISO date string ('yyyy-MM-dd', or a full ISO date-time when withTime). */
export type DateField = Base & { kind: 'date'; withTime?: boolean };
/** An `Image` ({ desktop, mobile, alt }) cropped to the slot's shape; mobileSize when the slot has its own mobile crop. */
export type ImageField = Base & { kind: 'image'; size: ImageSizeName; mobileSize?: ImageSizeName };
/** An `Image` with no fixed shape (crop is free). */
export type FreeformImageField = Base & { kind: 'freeformImage' };
/** A `Link` ({ type, href, text }). `withText: false` hides the text input (e.g. the text is a separate field). */
export type LinkField = Base & { kind: 'link'; withText?: boolean };
export type ListField = Base & {
  kind: 'list';
  /** Names one item in the editor: 'Item', 'Slide', 'Testimonial'. */
  itemLabel: string;
  /** The item's own fields, with paths relative to the item. */
  item: readonly FieldDescriptor[];
  /** A fresh item (every field at its default). */
  newItem: () => unknown;
  /** Path (relative to the item) of a text that names the item in the list, e.g. 'header'. */
  itemTitle?: string;
  max?: number;
};
/** The names of the blocks' icons. */
export const blockIconNames = [
  'text', 'richText', 'formattedText', 'anchor', 'link', 'button', 'columns', 'section', 'phone', 'list', 'accordion', 'details',
  'quote', 'panel', 'title', 'illustration', 'testimonials', 'carousel', 'image', 'map',
] as const;
export type BlockIconName = (typeof blockIconNames)[number];

/**
 * Where a block may stand: 'page' only in the page's own list (a whole page section), 'section' also in a
 * section's list but never inside a panel, a column, details or an accordion, 'anywhere' (the default) in any list.
 */
export type Placement = 'page' | 'section' | 'anywhere';
/** What a content list is: the page's own, a section's (a page section, a titled area), or one nested in a block. */
export type ListLevel = 'page' | 'section' | 'nested';

/** Whether a block placed as `placement` may be added to a list of `level`. */
export function placementAllows(placement: Placement | undefined, level: ListLevel): boolean {
  if (placement === 'page') return level === 'page';
  if (placement === 'section') return level !== 'nested';
  return true;
}

/**
 * A list of child components: blocks whose placement allows this list's level; of those, only componentTypes in
 * `whitelist` (when given) and not in `blacklist` (SPEC.md §3).
 */
export type ContentField = Base & { kind: 'content'; level: ListLevel; whitelist?: readonly string[]; blacklist?: readonly string[]; max?: number };
/**
 * One of the twelve colours (SPEC.md §5). 'component' stores `{ value, fontColour }` (a component's
 * backgroundColour); 'plain' stores the colour name (the page header's backgroundColour).
 */
export type ColourField = Base & { kind: 'colour'; shape: 'component' | 'plain'; choices?: readonly Colour[] };
export type IllustrationField = Base & { kind: 'illustration' };
/** `{ type: 'Youtube' | 'Vimeo', videoId, isVimeo }`; the id may be pasted as a whole address. */
export type VideoField = Base & { kind: 'video' };
/** path '' on a component with lat, lng and address. */
export type MapAddressField = Base & { kind: 'mapAddress' };
/** path '' on a SplitContent: width, gap, usePixelGap, reverse, matchHeight. */
export type SplitLayoutField = Base & { kind: 'splitLayout' };
/** path '' on any component: the twelve spacing levels. */
export type SpacingField = Base & { kind: 'spacing' };
/**
 * One contact form field (lib/forms/form-config.ts `FormField`): type, label, name, placeholder, options and
 * rules. Used as the item of a form's `fields` list (path ''); a checkbox field gets the checkbox editor.
 */
export type FormFieldField = Base & { kind: 'formField' };
/** A list of plain strings (a form's cc addresses); 'email' inputs warn about addresses that do not look valid. */
export type StringListField = Base & { kind: 'stringList'; itemLabel: string; inputType?: 'email' | 'text'; max?: number };
/**
 * path '' on a form component: its successEmailSubject, successEmailText and submitterEmailField, with a
 * preview. The `${name}` placeholders offered are the component's `fields` names, or `fixedFieldNames` for a
 * form whose fields are built in.
 */
export type SuccessEmailField = Base & { kind: 'successEmail'; fixedFieldNames?: readonly string[] };
/**
 * A featured content tag filter (lib/hub/types.ts `TagFilter`): tags to include and exclude, chosen from the
 * domain's tag categories, and up to `maxSelected` pages shown first, chosen by title or address.
 */
export type TagFilterField = Base & { kind: 'tagFilter'; maxSelected: number };
/**
 * path '' on a PageHub: the order it opens in (sortBy), the tag categories visitors may filter by
 * (sideFiltersToShow) and the base filters every listed page must match (hubFilters).
 */
export type HubBaseFiltersField = Base & { kind: 'hubBaseFilters' };
/** The id of an entry of the domain's crisis-contact register (site settings), or '' / absent for none. */
export type CrisisContactField = Base & { kind: 'crisisContact' };

export type FieldDescriptor =
  | TextField
  | RichTextField
  | NumberField
  | CheckboxField
  | SelectField
  | DateField
  | ImageField
  | FreeformImageField
  | LinkField
  | ListField
  | ContentField
  | ColourField
  | IllustrationField
  | VideoField
  | MapAddressField
  | SplitLayoutField
  | SpacingField
  | FormFieldField
  | StringListField
  | SuccessEmailField
  | TagFilterField
  | HubBaseFiltersField
  | CrisisContactField;
export type FieldKind = FieldDescriptor['kind'];

export type BlockCategory = 'Text' | 'Layout' | 'Media' | 'Links and actions' | 'Forms' | 'Support';

export type BlockDescriptor = {
  componentType: string;
  /** Name in the picker and the sidebar heading. */
  label: string;
  category: BlockCategory;
  /** One sentence for the picker: what the block is for. */
  description: string;
  /** The block's icon in the editor's picker (drawn in editor/ui/editor-icons.tsx, which must draw every name). */
  icon: BlockIconName;
  /** The block's own fields. Spacing and background colour are common to every component and added by the editor. */
  fields: readonly FieldDescriptor[];
  /** Where the block may stand (default: in any list). */
  placement?: Placement;
};
