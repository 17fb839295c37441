import { z } from 'zod';
import { colourChoices, ComponentSchema } from '@/lib/content/schemas';
import { contentList } from '../shared/content-list';

export const componentType = 'ContentPanel';
export const label = 'Content Panel';

/**
 * The panel's colour is the component's own backgroundColour, which RenderContents paints with its
 * paired text colour (AA contrast); ContentPanel only gives it a default.
 */
const panelColour = z
  .object({ value: z.enum(colourChoices), fontColour: z.string().max(40).optional() })
  .default({ value: 'orange-200' });

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  backgroundColour: panelColour,
  contents: contentList(),
  /** A band from edge to edge of the window instead of a rounded panel (top-level panels only). */
  fullWidth: z.boolean().default(false),
});
export type ContentPanelData = z.infer<typeof schema>;
