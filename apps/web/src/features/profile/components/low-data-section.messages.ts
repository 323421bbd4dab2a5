import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { LOW_DATA_LABEL } from '../../../lib/offline/low-data-mode';

/** "Data use" on the profile (docs/product.md §21). */
export const lowDataMessages = defineMessages('profile.lowData', {
  heading: 'Data use',
  label: LOW_DATA_LABEL,
  on: 'Charts and pictures are left out and never downloaded on this device.',
  off: 'Charts and pictures are shown when you ask for them.',
});
