import type { Bank } from '@kwacha/shared/loans/banks';

/** GET /api/banks as the server answers it: sorted by name, each with the provider's id. */
export const TEST_BANKS: Bank[] = [
  { id: '002', name: 'Absa Bank' },
  { id: '012', name: 'Stanbic Bank' },
  { id: '016', name: 'Zanaco' },
];
