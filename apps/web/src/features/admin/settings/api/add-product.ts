import {
  type AdminProductView,
  adminProductSchema,
  type ProductRequest,
} from '@kwacha/shared/staff/admin-products';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/products (superuser): 201 with the new product and the id made from its name. */
export async function addProduct(body: ProductRequest): Promise<AdminProductView> {
  const { data } = await apiFetch('/api/admin/products', {
    method: 'POST',
    body,
    schema: adminProductSchema,
  });
  return data;
}
