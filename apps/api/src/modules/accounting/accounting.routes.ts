import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  ACCOUNTING_MESSAGES,
  accountingRangeSchema,
  chartOfAccountsSchema,
  closedPeriodSchema,
  glCodeUpdateSchema,
  ledgerAccountSchema,
  periodParamsSchema,
  periodsSchema,
  trialBalanceSchema,
} from '@kwacha/shared/staff/accounting';
import { journalExportQuerySchema } from '@kwacha/shared/staff/accounting-exports';
import { monthProvisionsSchema, provisionsQuerySchema } from '@kwacha/shared/staff/provisions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly, superuserOnly } from '../sessions/route-access';
import { chartOfAccounts, setGlCode } from './accounting.service';
import { journalExport } from './journal-export';
import { closeMonth, periods } from './periods.service';
import { monthProvisions } from './provisions.service';
import { trialBalance } from './trial-balance.service';
import { trialBalanceCsv, trialBalanceFigures, trialBalanceFileName } from './trial-balance-export';
import { renderTrialBalancePdf } from './trial-balance-pdf';

const accountParams = z.strictObject({ account: z.string().max(60) });

/** The books (docs/product.md §24): admins read them; a superuser maps GL codes and closes months. */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/accounting/accounts',
    staffOnly({
      summary: "The chart of accounts: every ledger account's code, name, type and general-ledger code",
      response: { 200: successEnvelope(chartOfAccountsSchema) },
    }),
    async () => ok(await chartOfAccounts(app.ctx.db)),
  );

  app.put(
    '/admin/accounting/accounts/:account',
    superuserOnly({
      summary: "Maps a ledger account to the lender's general-ledger code, or removes the mapping (audited)",
      params: accountParams,
      body: glCodeUpdateSchema,
      response: { 200: successEnvelope(ledgerAccountSchema) },
    }),
    async (request) => {
      const account = await setGlCode(app.ctx, {
        account: request.params.account,
        glCode: request.body.glCode,
        staffId: sessionOf(request).user.id,
      });
      return ok(account, ACCOUNTING_MESSAGES.glCodeSaved);
    },
  );

  app.get(
    '/admin/accounting/trial-balance',
    staffOnly({
      summary:
        "Each account's opening, debits, credits and closing (kwacha) over Lusaka days, with the totals",
      querystring: accountingRangeSchema,
      response: { 200: successEnvelope(trialBalanceSchema) },
    }),
    async (request) => ok(await trialBalance(app.ctx.db, request.query)),
  );

  app.get(
    '/admin/accounting/trial-balance.csv',
    staffOnly({
      summary:
        'The trial balance of a range of Lusaka days as CSV, balances on their side, with a totals row',
      querystring: accountingRangeSchema,
    }),
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${trialBalanceFileName(request.query, 'csv')}"`)
        .send(trialBalanceCsv(await trialBalanceFigures(app.ctx.db, request.query))),
  );

  app.get(
    '/admin/accounting/trial-balance.pdf',
    staffOnly({
      summary:
        'The trial balance of a range of Lusaka days as an A4 PDF, with its totals and whether it balances',
      querystring: accountingRangeSchema,
    }),
    async (request, reply) => {
      const figures = await trialBalanceFigures(app.ctx.db, request.query);
      const bytes = await renderTrialBalancePdf(figures, app.ctx.businessClock.now());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${trialBalanceFileName(request.query, 'pdf')}"`)
        .send(bytes);
    },
  );

  app.get(
    '/admin/accounting/journal.csv',
    staffOnly({
      summary:
        'The journal lines of a range of Lusaka days as CSV with the GL codes: generic, or ?format=sage-pastel or quickbooks (one journal per entry; 409 while an account it uses is unmapped)',
      querystring: journalExportQuerySchema,
    }),
    async (request, reply) => {
      const file = await journalExport(app.ctx.db, request.query, request.log);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.get(
    '/admin/accounting/periods',
    staffOnly({
      summary: 'Closed months, newest first, and the month a close would accept now',
      response: { 200: successEnvelope(periodsSchema) },
    }),
    async () => ok(await periods(app.ctx)),
  );

  app.get(
    '/admin/accounting/provisions',
    staffOnly({
      summary:
        "A month-end's loan-loss provisions by delinquency bucket as the month-end job measured them: loans, exposure, rate and provision in kwacha (?month=YYYY-MM; the latest without it)",
      querystring: provisionsQuerySchema,
      response: { 200: successEnvelope(monthProvisionsSchema) },
    }),
    async (request) => ok(await monthProvisions(app.ctx.db, request.query.month)),
  );

  app.post(
    '/admin/accounting/periods/:month/close',
    superuserOnly({
      summary:
        'Closes an ended month (superuser): keeps its trial balance, and nothing may post inside it from then on; months close in order; audited',
      params: periodParamsSchema,
      response: { 200: successEnvelope(closedPeriodSchema) },
    }),
    async (request) => {
      const { month } = request.params;
      const closed = await closeMonth(app.ctx, { month, staffId: sessionOf(request).user.id });
      return ok(closed, ACCOUNTING_MESSAGES.closed(month));
    },
  );
};
