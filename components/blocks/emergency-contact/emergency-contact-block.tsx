import { PhoneIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { dialString, spokenPhoneNumber } from './phone-number';
import type { EmergencyContactData } from './schema';

/**
 * Who to call now. A deep, calm colour (not alarm red) with white text, and one large phone button
 * that dials straight from a phone. Empty fields are left out rather than shown as gaps.
 */
export function EmergencyContactBlock({ data, path }: BlockProps<EmergencyContactData>) {
  const dial = dialString(data.phoneNumber);
  return (
    <div className="cs-emergency cs-bg-purple-950">
      {data.header.trim() ? (
        <h2 className="cs-emergency__header" data-edit={`${path}.header`} data-edit-kind="text">
          {data.header}
        </h2>
      ) : null}
      {data.subHeading.trim() ? (
        <p className="cs-emergency__sub-heading" data-edit={`${path}.subHeading`} data-edit-kind="text">
          {data.subHeading}
        </p>
      ) : null}
      {dial ? (
        <a
          href={`tel:${dial}`}
          className="cs-button cs-emergency__phone"
          data-edit={`${path}.phoneNumber`}
          data-edit-kind="text"
        >
          <PhoneIcon />
          <span aria-hidden="true">{data.phoneNumber.trim()}</span>
          <span className="cs-visually-hidden">Call {spokenPhoneNumber(data.phoneNumber)}</span>
        </a>
      ) : null}
      {data.emergencyInfo.trim() ? (
        <p className="cs-emergency__info" data-edit={`${path}.emergencyInfo`} data-edit-kind="text">
          {data.emergencyInfo}
        </p>
      ) : null}
      <div className="cs-emergency__links">
        <SiteLink link={data.linkOne} className="cs-button cs-button--outline" editPath={`${path}.linkOne`} />
        <SiteLink link={data.linkTwo} className="cs-button cs-button--outline" editPath={`${path}.linkTwo`} />
      </div>
    </div>
  );
}
