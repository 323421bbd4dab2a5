import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import { notificationListSchema } from '@kwacha/shared/notifications/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import {
  notificationsOf,
  readAllNotifications,
  readNotification,
  unreadCountOf,
} from './notifications.service';

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;

const signedIn = routeAccess({ tags: ['notifications'] });
const unreadSchema = successEnvelope(z.object({ unreadCount: z.number().int() }));

/** The bell (docs/product.md §2): any signed-in user, borrower or staff, sees only their own notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    signedIn({
      summary: 'The newest notifications of the signed-in user, with the unread count',
      querystring: z.strictObject({
        limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_SIZE),
      }),
      response: { 200: successEnvelope(notificationListSchema) },
    }),
    async (request) => ok(await notificationsOf(app.ctx, sessionOf(request).user.id, request.query.limit)),
  );

  app.get(
    '/notifications/unread-count',
    signedIn({
      summary: 'How many notifications are unread (polled by the bell)',
      response: { 200: unreadSchema },
    }),
    async (request) => ok({ unreadCount: await unreadCountOf(app.ctx, sessionOf(request).user.id) }),
  );

  app.post(
    '/notifications/read-all',
    signedIn({ summary: 'Mark every notification read', response: { 200: unreadSchema } }),
    async (request) => {
      const unreadCount = await readAllNotifications(app.ctx, sessionOf(request).user.id);
      return ok({ unreadCount }, 'All notifications marked as read.');
    },
  );

  app.post(
    '/notifications/:id/read',
    signedIn({
      summary: "Mark one notification read (another user's is a 404)",
      params: idParamsSchema,
      response: { 200: unreadSchema },
    }),
    async (request) => {
      const unreadCount = await readNotification(app.ctx, sessionOf(request).user.id, request.params.id);
      return ok({ unreadCount }, 'Notification marked as read.');
    },
  );
};
