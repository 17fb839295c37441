// Input masks (SPEC.md §5): '#' takes a digit, anything else is written in as the visitor reaches it.

/** `value` laid out on `mask`: its digits in the '#' places, separators added between them, extra digits dropped. */
export function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let masked = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '#') masked += digits[next++];
    else masked += slot;
  }
  return masked;
}

/** Whether this browser has a native date picker: without one, a date is typed through the date mask. */
export function supportsDateInput(): boolean {
  if (typeof document === 'undefined') return true;
  const input = document.createElement('input');
  input.setAttribute('type', 'date');
  // A browser without date inputs keeps type "text" and accepts any value.
  input.value = 'not a date';
  return input.type === 'date' && input.value === '';
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A native date input's yyyy-mm-dd, written as the masked text input writes it (dd/mm/yyyy): one form, one way. */
export const dayMonthYear = (value: string) => value.replace(isoDate, '$3/$2/$1');
