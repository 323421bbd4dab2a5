import type { Catalogue } from '@kwacha/shared/i18n/message-descriptor';
import { mergeCatalogue } from './merge-catalogue';

/**
 * The Nyanja catalogue: one JSON file per scope (`ny/apply-loan.json` holds the `applyLoan.*` ids), so
 * each screen's translations live apart, joined here into the one chunk a Nyanja reader downloads.
 */
const catalogue: Catalogue = mergeCatalogue(
  import.meta.glob<Catalogue>('./ny/*.json', { eager: true, import: 'default' }),
);
export default catalogue;
