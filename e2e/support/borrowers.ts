import type { APIRequestContext } from '@playwright/test';

let sequence = 0;

/**
 * A new borrower's details, unique per call within a run. The phone's last two digits are 10–99: the
 * payment simulator fails or never settles a wallet ending 0000, 0001 or 0002 (docs/product.md §16), and
 * a journey's first borrowers (sequence 1 and 2) once drew such an ending when the clock's digits were 00.
 */
export function newBorrower() {
  sequence += 1;
  const n = `${String(Date.now()).slice(-5)}${10 + (sequence % 90)}`;
  return {
    firstName: 'Chipo',
    lastName: 'Mwanza',
    email: `chipo.${n}@example.zm`,
    phone: `+26096${n}`,
    dateOfBirth: '1992-03-14',
    nrc: `${n.slice(1)}/11/1`,
    address: 'House 4, Kabulonga Road',
    city: 'Lusaka',
    province: 'Lusaka',
    password: 'Mufulira-Copper-77!',
  };
}

export type Borrower = ReturnType<typeof newBorrower>;

/** Registers a borrower through the API (for journeys that are not about the registration form). */
export async function registerViaApi(
  request: APIRequestContext,
  b: Borrower,
  consent: { marketingOptIn: boolean } = { marketingOptIn: false },
): Promise<void> {
  const res = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `198.51.100.${sequence % 250}` },
    data: {
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.email,
      password: b.password,
      phoneNumber: b.phone,
      dateOfBirth: b.dateOfBirth,
      nrcNumber: b.nrc,
      addressLine1: b.address,
      city: b.city,
      province: b.province,
      ...(consent.marketingOptIn
        ? { marketingOptIn: true, marketingWordingVersion: 'marketing-email-v1' }
        : {}),
    },
  });
  if (res.status() !== 201) throw new Error(`registration failed: ${res.status()} ${await res.text()}`);
}
