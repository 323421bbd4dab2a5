import {
  type AdminProductView,
  adminProductSchema,
  type ProductRequest,
} from '@kwacha/shared/staff/admin-products';
import { apiFetch } from '../../../../lib/api-client';

/** PUT /api/admin/products/{id} (superuser): the product whole, as it now stands. */
export async function saveProduct(id: string, body: ProductRequest): Promise<AdminProductView> {
  const { data } = await apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: adminProductSchema,
  });
  return data;
}
