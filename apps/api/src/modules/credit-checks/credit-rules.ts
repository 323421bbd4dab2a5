import type { Ngwee } from '@kwacha/shared/money/money';
import type { CreditCheckSettingsInput } from '@kwacha/shared/staff/credit-checks';
import type { BureauReport } from './credit-bureau';

export type RuleEffect = 'no_auto_approval' | 'staff_review' | null;

export interface ReportVerdict {
  effect: RuleEffect;
  reasons: string[];
}

export const maxArrearsDays = (report: BureauReport) =>
  report.facilities.reduce((max, facility) => Math.max(max, facility.arrearsDays), 0);

export const otherInstalments = (report: BureauReport): Ngwee =>
  report.facilities.reduce((sum, facility) => sum + facility.monthlyInstalment, 0);

/**
 * The instant-approval rules that read the bureau's report (docs/product.md §25.2). Arrears elsewhere
 * over the limit: no automatic approval. A score under the minimum, or other lenders' instalments plus
 * this loan's over the ceiling: staff review. Neither is a rejection: a person decides.
 */
export function judgeReport(
  report: BureauReport,
  settings: CreditCheckSettingsInput,
  thisInstalment: Ngwee,
): ReportVerdict {
  const reasons: string[] = [];
  const arrears = maxArrearsDays(report) > settings.maxArrearsDaysElsewhere;
  if (arrears) reasons.push('arrears_elsewhere');
  if (settings.minScore !== null && report.score !== null && report.score < settings.minScore)
    reasons.push('low_score');
  // e.g. K2,500 + K2,000 elsewhere + K900 here = K5,400 a month, over a K5,000 ceiling: staff review.
  if (
    settings.maxTotalInstalments !== null &&
    otherInstalments(report) + thisInstalment > settings.maxTotalInstalments
  )
    reasons.push('instalment_ceiling');
  if (reasons.length === 0) return { effect: null, reasons };
  return { effect: arrears ? 'no_auto_approval' : 'staff_review', reasons };
}
