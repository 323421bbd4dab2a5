/** Zambia's ten provinces, alphabetically, as the address form offers them. */
export const ZAMBIA_PROVINCES = [
  'Central',
  'Copperbelt',
  'Eastern',
  'Luapula',
  'Lusaka',
  'Muchinga',
  'Northern',
  'North-Western',
  'Southern',
  'Western',
] as const;

export const DEFAULT_COUNTRY = 'Zambia';
