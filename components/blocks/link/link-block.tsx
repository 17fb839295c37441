import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import type { LinkData } from './schema';
import '../shared/text-link.styles';

export function LinkBlock({ data, path, editing }: BlockProps<LinkData>) {
  return <SiteLink link={data.link} className="cs-text-link" editPath={`${path}.link`} editing={editing} />;
}
