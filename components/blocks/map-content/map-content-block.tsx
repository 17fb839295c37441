import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { textOrPlaceholder } from '../shared/edit-placeholder';
import { MapEmbed } from '../block-parts';
import { mapsSearchUrl } from './map-urls';
import type { MapContentData } from './schema';
import './map-content.styles';

/** A multi-line address read as one line, for the map's title. */
const oneLine = (text: string) => text.trim().split(/\s*\n\s*/).join(', ');

/**
 * A place: title, description and address beside a map. Without a Maps key there is no map, only the
 * address and a link to open it in Google Maps; the link stays with a key too, since a full map app
 * (directions, zoom by keyboard) serves many visitors better than the embed.
 */
export function MapContentBlock({ data, path, editing }: BlockProps<MapContentData>) {
  const { lat, lng, address, title, description } = data;
  const openLink = { type: 'external' as const, href: mapsSearchUrl({ lat, lng }), text: 'Open in Google Maps' };
  return (
    <div className="cs-map">
      <div className="cs-map__text">
        {(title || editing) && (
          <h2 className="cs-map__title" {...editAttributes(`${path}.title`, 'text')}>
            {textOrPlaceholder(title, editing)}
          </h2>
        )}
        {(description || editing) && (
          <p className="cs-map__description" {...editAttributes(`${path}.description`, 'text')}>
            {textOrPlaceholder(description, editing)}
          </p>
        )}
        {/*
          The address is edited with the place it names: the map address editor sets lat, lng and address
          together, and its value is the component itself, hence the component's own path.
        */}
        <p className="cs-map__address" {...editAttributes(path, 'text')}>
          {textOrPlaceholder(address, editing)}
        </p>
        <SiteLink link={openLink} className="cs-map__link" />
      </div>
      <MapEmbed lat={lat} lng={lng} label={oneLine(address) || title || 'location'} />
    </div>
  );
}
