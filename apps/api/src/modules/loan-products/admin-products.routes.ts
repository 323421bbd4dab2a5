import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  adminProductListSchema,
  adminProductSchema,
  PRODUCT_ADDED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
  productIdParamsSchema,
  productRequestSchema,
} from '@kwacha/shared/staff/admin-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { superuserOnly } from '../sessions/route-access';
import { createProduct, listProductsForStaff, updateProduct } from './admin-products.service';

/** docs/product.md §14.5: superusers edit and add loan products; every change is audited. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products',
    superuserOnly({
      summary: 'Every loan product, offered or not (superuser)',
      response: { 200: successEnvelope(adminProductListSchema) },
    }),
    async () => ok(await listProductsForStaff(app.ctx.db)),
  );

  app.post(
    '/admin/products',
    superuserOnly({
      summary: 'Add a loan product; its id comes from its name (superuser; audited)',
      body: productRequestSchema,
      response: { 201: successEnvelope(adminProductSchema) },
    }),
    async (request, reply) => {
      const created = await createProduct(app.ctx, sessionOf(request).user.id, request.body);
      return reply.code(201).send(ok(created, PRODUCT_ADDED_MESSAGE));
    },
  );

  app.put(
    '/admin/products/:id',
    superuserOnly({
      summary: "Change a product's terms or whether it is offered, for new quotes only (superuser; audited)",
      params: productIdParamsSchema,
      body: productRequestSchema,
      response: { 200: successEnvelope(adminProductSchema) },
    }),
    async (request) =>
      ok(
        await updateProduct(app.ctx, sessionOf(request).user.id, request.params.id, request.body),
        PRODUCT_SAVED_MESSAGE,
      ),
  );
};
