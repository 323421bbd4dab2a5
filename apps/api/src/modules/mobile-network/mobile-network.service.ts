import { detectOperator, type MobileOperator } from '@kwacha/shared/phone/zambian-phone';

/**
 * The operator from the Zambian number plan (Zamtel 095/075/055, MTN 096/076/056, Airtel 097/077/057),
 * or null. A bare 9-digit subscriber number counts as if written with its leading 0, as the form allows.
 */
export function detectNetwork(phoneNumber: string): MobileOperator | null {
  const text = phoneNumber.trim();
  return detectOperator(/^\d{9}$/.test(text) ? `0${text}` : text) ?? null;
}
