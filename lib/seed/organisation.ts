// Who the demo charity is. Fictional: no real organisation, and no real crisis number except 000.
import { crisisReferenceHtml } from '../content/site/crisis-references';
import { crisisToken } from '../content/site/crisis-tokens';
import { formattedText, richText } from './blocks';
import type { Component } from '../content/schemas';

export const ORG_NAME = 'Tidewell Community Support';
/** A clearly fictional number: this is a demo site and nobody answers it. */
export const CRISIS_LINE = '1800 000 000';
/** The crisis-contact register's entries (site settings) that the header, blocks and rich text name. */
export const CRISIS_CONTACT_ID = 'crisis-line';
export const EMERGENCY_CONTACT_ID = 'emergency';
export const CRISIS_LINE_CONTACT = { id: CRISIS_CONTACT_ID, name: 'Crisis line (demo)', phone: CRISIS_LINE, text: '' };
export const EMERGENCY_CONTACT = { id: EMERGENCY_CONTACT_ID, name: 'Emergency', phone: '000', text: '' };
/**
 * Rich text names a helpline through the register, never by a typed number: a number changed in the register
 * changes on every page (lib/content/site/crisis-references.ts).
 */
export const crisisLineNumber = crisisReferenceHtml(CRISIS_LINE_CONTACT, 'number');
export const emergencyNumber = crisisReferenceHtml(EMERGENCY_CONTACT, 'number');
/** Plain text (a block's text fields) names them by a `{{crisis:…}}` reference, shown as the register's number. */
export const crisisLineToken = crisisToken(CRISIS_CONTACT_ID, 'number');
export const emergencyToken = crisisToken(EMERGENCY_CONTACT_ID, 'number');
/** From the range the ACMA sets aside for fiction, so it can never reach a real person. */
export const OFFICE_PHONE = '(08) 5550 0000';
export const OFFICE_EMAIL = 'hello@example.org';
export const OFFICE_ADDRESS = 'Level 2, 10 Example Street, Adelaide SA 5000';

export const DEMO_NOTICE =
  'This is a demonstration website for a fictional charity. Its crisis line number is a demo number and is not answered. ' +
  `If you or someone else is in danger, call ${emergencyToken} now.`;

/** The "help right now" box that closes most pages, so help is never more than a glance away. */
export function helpNow(key: string): Component {
  return richText(
    key,
    '<h2>Need help right now?</h2>' +
      `<p>If your life or someone else’s life is in danger, <strong>call ${emergencyNumber}</strong> (police, ambulance, fire).</p>` +
      `<p>To talk to someone any time, day or night, call our crisis line on <strong>${crisisLineNumber}</strong>. ` +
      '<em>(Demo number: this is a sample website and the line is not answered.)</em></p>' +
      '<p><a href="/get-help">See all the ways to get help</a></p>',
  );
}

/** A short reminder that the site is a demo, shown on pages that give contact details. */
export function demoNotice(key: string): Component {
  return formattedText(key, `## About this demo\n\n${DEMO_NOTICE}`);
}
