/** What a tel: link dials: the digits, keeping a leading + for international numbers. */
export function dialString(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  if (!digits) return '';
  return phoneNumber.trim().startsWith('+') ? `+${digits}` : digits;
}

/**
 * How a screen reader should say the number: digit by digit, pausing between the groups the editor
 * typed, so '1800 011 511' becomes '1 8 0 0, 0 1 1, 5 1 1' instead of 'one thousand eight hundred...'.
 * The digits stay in the order shown, so the spoken name still matches the visible number.
 */
export function spokenPhoneNumber(phoneNumber: string): string {
  const groups = phoneNumber
    .split(/[\s\-.()/]+/)
    .map((group) => group.replace(/\D/g, ''))
    .filter(Boolean)
    .map((group) => group.split('').join(' '));
  return `${phoneNumber.trim().startsWith('+') ? 'plus ' : ''}${groups.join(', ')}`;
}
