import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { MapEmbed } from './map-embed';
import { mapsSearchUrl } from './map-urls';
import type { MapContentData } from './schema';

/** A multi-line address read as one line, for the map's title. */
const oneLine = (text: string) => text.trim().split(/\s*\n\s*/).join(', ');

/**
 * A place: title, description and address beside a map. Without a Maps key there is no map, only the
 * address and a link to open it in Google Maps; the link stays with a key too, since a full map app
 * (directions, zoom by keyboard) serves many visitors better than the embed.
 */
export function MapContentBlock({ data, path }: BlockProps<MapContentData>) {
  const { lat, lng, address, title, description } = data;
  const openLink = { type: 'external' as const, href: mapsSearchUrl({ lat, lng }), text: 'Open in Google Maps' };
  return (
    <div className="cs-map">
      <div className="cs-map__text">
        {title && (
          <h2 className="cs-map__title" data-edit={`${path}.title`} data-edit-kind="text">
            {title}
          </h2>
        )}
        {description && (
          <p className="cs-map__description" data-edit={`${path}.description`} data-edit-kind="text">
            {description}
          </p>
        )}
        {/* The editor's map address panel is meant to set lat, lng and address together from here. */}
        <p className="cs-map__address" data-edit={`${path}.address`} data-edit-kind="text">
          {address}
        </p>
        <SiteLink link={openLink} className="cs-map__link" />
      </div>
      <MapEmbed lat={lat} lng={lng} label={oneLine(address) || title || 'location'} />
    </div>
  );
}
