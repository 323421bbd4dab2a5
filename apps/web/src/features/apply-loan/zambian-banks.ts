/** Banks most borrowers use; anyone else picks 'Other' and types the name. */
export const ZAMBIAN_BANKS = [
  'Zanaco',
  'Stanbic Bank',
  'Absa Bank',
  'First National Bank (FNB)',
  'Standard Chartered',
  'Atlas Mara / BancABC',
  'Indo Zambia Bank',
  'Access Bank',
  'Ecobank',
  'First Capital Bank',
  'Investrust Bank',
  'Citibank',
] as const;
