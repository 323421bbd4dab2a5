import type { Restructure } from '@kwacha/db';
import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import {
  type BorrowerRestructure,
  RESTRUCTURE_WORDING_VERSIONS,
  RESTRUCTURE_WORDINGS,
  type RestructureLine,
  type RestructureProposal,
} from '@kwacha/shared/loans/restructure-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';

const lineOf = (line: ScheduleLine): RestructureLine => ({
  number: line.number,
  dueDate: line.dueDate,
  instalment: ngweeToKwacha(line.instalment),
  principal: ngweeToKwacha(line.principal),
  interest: ngweeToKwacha(line.interest),
  charges: ngweeToKwacha((line.fee ?? 0) + (line.penalty ?? 0)),
});

/** The new instalments: the schedule after the ones that had fallen due when it was computed. */
const newLines = (row: Restructure) =>
  row.schedule.filter((line) => line.dueDate > row.computedOn).map(lineOf);

function planView(row: Restructure) {
  const p = row.plan;
  return {
    principal: ngweeToKwacha(p.principal),
    carriedArrears: ngweeToKwacha(p.arrears.interest + p.arrears.fees + p.arrears.penalties),
    owedBefore: ngweeToKwacha(p.owedBefore),
    owedAfter: ngweeToKwacha(p.owedAfter),
    countBefore: p.countBefore,
    instalmentBefore: ngweeToKwacha(p.instalmentBefore),
    lastDueDateBefore: p.lastDueDateBefore,
    count: p.count,
    instalment: ngweeToKwacha(p.instalment),
    firstDueDate: p.firstDueDate,
    lastDueDate: p.lastDueDate,
  };
}

/** What the borrower reads of a proposal waiting for them, with the wording in each language. */
export function borrowerRestructureOf(row: Restructure): BorrowerRestructure {
  return {
    id: row.id,
    kind: row.kind,
    months: row.months,
    status: row.status,
    plan: planView(row),
    lines: newLines(row),
    keyFacts: row.keyFacts,
    wordings: RESTRUCTURE_WORDING_VERSIONS.map((version) => ({
      version,
      text: RESTRUCTURE_WORDINGS[version],
    })),
  };
}

type Named = { id: string; name: string };

/** What staff read of a proposal: the borrower's answer, who proposed and decided, the old schedule. */
export function restructureProposalOf(
  row: Restructure,
  names: ReadonlyMap<string, string>,
): RestructureProposal {
  const person = (id: string | null): Named | null => (id ? { id, name: names.get(id) ?? '' } : null);
  return {
    id: row.id,
    loanId: row.loanId,
    kind: row.kind,
    months: row.months,
    status: row.status,
    computedOn: row.computedOn,
    proposedBy: person(row.proposedBy) as Named,
    proposedAt: row.proposedAt.toISOString(),
    plan: planView(row),
    lines: newLines(row),
    keyFacts: row.keyFacts,
    previousSchedule: row.previousSchedule.map(lineOf),
    answer: row.answeredAt ? { at: row.answeredAt.toISOString(), wordingVersion: row.wordingVersion } : null,
    decidedBy: person(row.decidedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
