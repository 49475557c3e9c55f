/**
 * A UPC-A code (12 digits, North American boxes) is the EAN-13 code with a leading 0: a scanner set
 * to send one form finds a product registered under the other. Other codes have one form.
 */
export function otherFormOf(code: string): string {
  if (/^\d{12}$/.test(code)) return `0${code}`;
  if (/^0\d{12}$/.test(code)) return code.slice(1);
  return code;
}
