import { PhoneIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import { dialString, spokenPhoneNumber } from './phone-number';
import { contactOf } from './preload';
import type { EmergencyContactData } from './schema';
import './emergency-contact.styles';

/**
 * Who to call now. A deep, calm colour (not alarm red) with white text, and one large phone button
 * that dials straight from a phone. Empty fields are left out rather than shown as gaps.
 * A block that names a crisis-contact register entry gets the published entry from the server (preload): its
 * number, and its text number as an sms: link; without one (an unknown id, or the editor) the typed number shows.
 */
export function EmergencyContactBlock({ data, path, editing, preload }: BlockProps<EmergencyContactData>) {
  const loaded = data.contactId && !editing ? contactOf(preload) : null;
  const contact = loaded?.id === data.contactId ? loaded : null;
  const phoneNumber = contact?.phone || data.phoneNumber;
  const dial = dialString(phoneNumber);
  const textDial = contact ? dialString(contact.text) : '';
  const text = (value: string) => textOrPlaceholder(value, editing);
  const linkClass = 'cs-button cs-button--outline';
  return (
    <div className="cs-emergency cs-bg-purple-950">
      {showsText(data.header, editing) ? (
        <h2 className="cs-emergency__header" {...editAttributes(`${path}.header`, 'text')}>
          {text(data.header)}
        </h2>
      ) : null}
      {showsText(data.subHeading, editing) ? (
        <p className="cs-emergency__sub-heading" {...editAttributes(`${path}.subHeading`, 'text')}>
          {text(data.subHeading)}
        </p>
      ) : null}
      {dial ? (
        <a href={`tel:${dial}`} className="cs-button cs-emergency__phone" {...editAttributes(`${path}.phoneNumber`, 'text')}>
          <PhoneIcon />
          <span aria-hidden="true">{phoneNumber.trim()}</span>
          <span className="cs-visually-hidden">
            Call {contact ? `${contact.name} on ` : ''}
            {spokenPhoneNumber(phoneNumber)}
          </span>
        </a>
      ) : editing ? (
        // Not a number that can be dialled yet: shown as typed, without a tel: link, until it is one.
        <span className="cs-button cs-emergency__phone" {...editAttributes(`${path}.phoneNumber`, 'text')}>
          <PhoneIcon />
          {text(data.phoneNumber.trim())}
        </span>
      ) : null}
      {showsText(data.emergencyInfo, editing) ? (
        <p className="cs-emergency__info" {...editAttributes(`${path}.emergencyInfo`, 'text')}>
          {text(data.emergencyInfo)}
        </p>
      ) : null}
      {textDial && contact ? (
        <p className="cs-emergency__info">
          <a href={`sms:${textDial}`} className="cs-emergency__text-link">
            Text {contact.text} <span className="cs-visually-hidden">to {contact.name}</span>
          </a>
          {contact.hours ? ` (${contact.hours})` : null}
        </p>
      ) : null}
      <div className="cs-emergency__links">
        <SiteLink link={data.linkOne} className={linkClass} editPath={`${path}.linkOne`} editing={editing} />
        <SiteLink link={data.linkTwo} className={linkClass} editPath={`${path}.linkTwo`} editing={editing} />
      </div>
    </div>
  );
}
