import { resourceIdSchema } from '@kwacha/shared/api/resource-id';
import { z } from 'zod';
import { routeAccess } from '../sessions/route-access';

/** Who works the collections desk (docs/product.md §23): admins and superusers; a borrower gets 403. */
export const collectorsOnly = routeAccess({ tags: ['staff'], roles: ['admin', 'superuser'] });

/** Maker-checker on write-offs (docs/decisions/043): a superuser approves what another proposed. */
export const superusersOnly = routeAccess({ tags: ['staff'], roles: ['superuser'] });

/** `/admin/…/:loanId/…`: the loan a collections action is about. */
export const loanParams = z.object({ loanId: resourceIdSchema });
