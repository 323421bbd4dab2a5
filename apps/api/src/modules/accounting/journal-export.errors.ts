import { ACCOUNTING_EXPORT_MESSAGES as TEXT } from '@kwacha/shared/staff/accounting-exports';
import { ConflictError } from '../../lib/domain-errors';

/** An account the range's journal uses has no GL code: a package's importer would reject or misfile it. */
export class GlCodesMissingError extends ConflictError {
  override readonly code = 'GL_CODES_MISSING';
  constructor(names: readonly string[]) {
    super(TEXT.glCodesMissing(names));
  }
}

/** A GL code Sage Pastel cannot take as an account number (7 characters). */
export class GlCodesUnfitError extends ConflictError {
  override readonly code = 'GL_CODES_UNFIT';
  constructor(names: readonly string[]) {
    super(TEXT.glCodesUnfit(names));
  }
}
