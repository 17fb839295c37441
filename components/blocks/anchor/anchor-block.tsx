import type { BlockProps } from '../types';
import type { AnchorData } from './schema';

/** An invisible target for hash links. An empty id is left off: id="" is invalid HTML. */
export function AnchorBlock({ data, path }: BlockProps<AnchorData>) {
  return <div className="cs-anchor" id={data.id.trim() || undefined} data-edit={`${path}.id`} data-edit-kind="text" />;
}
