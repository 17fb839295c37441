// Telephone numbers typed in content, as written in Australia: 1800 and 1300 numbers, 13 numbers, landlines with
// their area code, mobiles, and any of them after +61. Three-digit numbers (000, 112) are left alone: too common.

const sep = '[\\s\\u00a0.-]?';
const forms = [
  `1[38]00${sep}\\d{3}${sep}\\d{3}`,
  `13${sep}\\d{2}${sep}\\d{2}`,
  `\\(0[2378]\\)${sep}\\d{4}${sep}\\d{4}`,
  `0[2378]${sep}\\d{4}${sep}\\d{4}`,
  `04\\d{2}${sep}\\d{3}${sep}\\d{3}`,
  `\\+61${sep}\\(?0?\\)?[2-478]${sep}\\d{4}${sep}\\d{4}`,
  `\\+61${sep}4\\d{2}${sep}\\d{3}${sep}\\d{3}`,
];
const PHONE = new RegExp(`(?<![\\d+])(?:${forms.join('|')})(?!\\d)`, 'g');

/** The numbers written in `text`, as written. */
export function phoneNumbersIn(text: string): string[] {
  return text.match(PHONE) ?? [];
}

/** The digits one dials from within the country: '+61 2 9999 0000' -> '0299990000'. */
export function nationalDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  return number.trim().startsWith('+61') ? `0${digits.slice(2)}` : digits;
}

export const samePhone = (a: string, b: string) => {
  const left = nationalDigits(a);
  return left !== '' && left === nationalDigits(b);
};
