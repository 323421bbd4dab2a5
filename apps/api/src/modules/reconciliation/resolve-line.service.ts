import type { ProviderStatementLine } from '@kwacha/db';
import { formatKwacha, ngweeToKwacha } from '@kwacha/shared/money/money';
import {
  PROVIDER_LABELS,
  RECONCILIATION_PROVIDERS,
  RESOLUTION_OF_ACTION,
  type ResolveStatementLineRequest,
  type StatementLine,
} from '@kwacha/shared/staff/reconciliation';
import { recordAudit } from '../audit/audit.public';
import { raisePaymentFlag } from '../flagged-payments/flagged-payments.public';
import {
  LineAlreadyResolvedError,
  LineNeedsNoResolutionError,
  LineNotFlaggableError,
  LinePaymentPendingError,
  StatementLineNotFoundError,
} from './reconciliation.errors';
import {
  linesOfStatement,
  lockLine,
  paymentStatusOf,
  recordLineResolution,
} from './reconciliation.repository';
import { statementLineView } from './statements.service';
import type { ReconciliationDeps } from './upload-statement.service';

const labelOf = (provider: string) =>
  PROVIDER_LABELS[RECONCILIATION_PROVIDERS.find((p) => p === provider) ?? 'simulator'];

/** Why the payment is flagged, as the flagged-payments queue shows it to staff. */
const flagReason = (line: ProviderStatementLine) =>
  `Reconciliation: ${labelOf(line.provider)}'s statement shows this payment successful ` +
  `(line ${line.lineNumber}, their transaction ${line.providerTransactionId}, ${formatKwacha(line.amount)} on ${line.day}).`;

/**
 * POST /api/admin/reconciliation/lines/:id/resolution (superuser; docs/product.md §24.7). A line that did not
 * match is resolved once, by staff, audited, in one transaction:
 * - `send_to_flagged_payments`: their settled repayment that we hold as failed or expired goes to the
 *   flagged-payments queue (its own function), where staff apply it or record its refund; nothing is booked
 *   here;
 * - `investigated`: a note of what was checked and found (a line with no transaction of ours, an only-ours
 *   transaction, an amount that differs).
 * The same resolution again answers the line as it is and changes nothing; another one is a 409.
 */
export async function resolveStatementLine(
  deps: ReconciliationDeps,
  staff: { id: string },
  lineId: string,
  request: ResolveStatementLineRequest,
): Promise<StatementLine> {
  const resolution = RESOLUTION_OF_ACTION[request.action];
  const statementId = await deps.db.transaction(async (tx) => {
    const line = await lockLine(tx, lineId);
    if (!line) throw new StatementLineNotFoundError();
    if (line.result === 'matched' || line.result === 'not_settled') throw new LineNeedsNoResolutionError();
    if (line.resolution === resolution) return line.statementId;
    if (line.resolution) throw new LineAlreadyResolvedError();

    let loanId: string | null = null;
    if (request.action === 'send_to_flagged_payments') {
      if (line.result !== 'only_theirs' || !line.paymentId) throw new LineNotFlaggableError();
      const payment = await paymentStatusOf(tx, line.paymentId);
      if (payment?.status === 'pending') throw new LinePaymentPendingError();
      const at = deps.now();
      const flagged = await raisePaymentFlag(tx, { paymentId: line.paymentId, reason: flagReason(line), at });
      if (!flagged) throw new LineNotFlaggableError();
      loanId = payment?.loanId ?? null;
    }
    const row = await recordLineResolution(tx, line.id, {
      resolution,
      staffId: staff.id,
      note: request.note ?? null,
      at: deps.now(),
    });
    if (!row) throw new LineAlreadyResolvedError();
    await recordAudit(tx, {
      actorId: staff.id,
      action: `reconciliation.${resolution}`,
      loanId,
      entityType: 'provider_statement_line',
      entityId: line.id,
      before: { result: line.result, resolution: null },
      after: {
        provider: line.provider,
        line: line.lineNumber,
        providerTransactionId: line.providerTransactionId,
        reference: line.reference,
        paymentId: line.paymentId,
        disbursementId: line.disbursementId,
        amount: ngweeToKwacha(line.amount),
        resolution,
        note: request.note ?? null,
      },
    });
    return line.statementId;
  });
  const lines = await linesOfStatement(deps.db, statementId);
  const resolved = lines.find((row) => row.line.id === lineId);
  if (!resolved) throw new StatementLineNotFoundError();
  return statementLineView(resolved);
}
