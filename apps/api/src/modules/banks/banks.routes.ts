import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { bankListSchema } from '@kwacha/shared/loans/banks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeAccess } from '../sessions/route-access';
import { listBanks } from './banks.service';

// A signed-in borrower filling in the apply form, and staff choosing a loan's bank again
// (docs/product.md §12.6), need the list. Keeping it off the public surface means no anonymous
// traffic can make us call the provider with our secret key.
const borrowerOrStaff = routeAccess({ tags: ['loans'], roles: ['user', 'admin', 'superuser'] });

export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banks',
    borrowerOrStaff({
      summary:
        'The banks a loan can be paid into, by name, with the bank-transfer provider’s id to send as bankCode (503 when the provider cannot list them)',
      response: { 200: successEnvelope(bankListSchema) },
    }),
    async () => ok(await listBanks(app.ctx.providers)),
  );
};
