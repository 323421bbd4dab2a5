import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  ADMIN_USER_MESSAGES,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserPageSchema,
  adminUserProfileSchema,
  changeUserRoleRequestSchema,
  createStaffUserRequestSchema,
} from '@kwacha/shared/staff/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { superuserOnly } from '../sessions/route-access';
import {
  type AdminUsersContext,
  changeUserRole,
  deactivateUser,
  reactivateUser,
  resendVerificationFor,
  removeStaffAuthenticator,
  unlockLogin,
} from './admin-user-actions.service';
import { listAdminUsers, loadAdminUserPage } from './admin-users.service';
import { createStaffUser } from './create-staff-user.service';

const profileAnswer = { 200: successEnvelope(adminUserProfileSchema) };

/** Staff user management (docs/product.md §14.4): superusers only; an admin gets 403. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AdminUsersContext = app.ctx;

  app.get(
    '/admin/users',
    superuserOnly({
      summary: 'Every account, newest first (keyset pages), searched and filtered by role and status',
      querystring: adminUserListQuerySchema,
      response: { 200: successEnvelope(adminUserListSchema) },
    }),
    async (request) => ok(await listAdminUsers(ctx.db, request.query)),
  );

  app.post(
    '/admin/users',
    superuserOnly({
      summary: 'Create a staff account; its owner is e-mailed a link to choose a password (audited)',
      body: createStaffUserRequestSchema,
      response: { 201: successEnvelope(adminUserProfileSchema) },
    }),
    async (request, reply) => {
      const created = await createStaffUser(ctx, sessionOf(request).user.id, request.body);
      return reply.code(201).send(ok(created, ADMIN_USER_MESSAGES.staffCreated(created.email)));
    },
  );

  app.get(
    '/admin/users/:id',
    superuserOnly({
      summary: 'One account: profile, loans, live sessions, audit records about it and by it',
      params: idParamsSchema,
      response: { 200: successEnvelope(adminUserPageSchema) },
    }),
    async (request) => ok(await loadAdminUserPage(ctx.db, request.params.id, ctx.now())),
  );

  app.put(
    '/admin/users/:id/role',
    superuserOnly({
      summary: 'Change the role (never leaves no active superuser; audited)',
      params: idParamsSchema,
      body: changeUserRoleRequestSchema,
      response: profileAnswer,
    }),
    async (request) => {
      const acting = { actorId: sessionOf(request).user.id, userId: request.params.id };
      const { profile, passwordLinkSent } = await changeUserRole(ctx, acting, request.body.role);
      const message = passwordLinkSent
        ? ADMIN_USER_MESSAGES.roleChangedNewPassword(profile.role, profile.email)
        : ADMIN_USER_MESSAGES.roleChanged(profile.role);
      return ok(profile, message);
    },
  );

  const actions = [
    ['deactivate', 'Deactivate: login refused, every session ended at once (audited)', deactivateUser],
    ['reactivate', 'Reactivate a deactivated account (audited)', reactivateUser],
    [
      'resend-verification',
      'Send the verification e-mail again (unverified accounts; audited)',
      resendVerificationFor,
    ],
    ['unlock-login', 'Clear the failed-login throttle of the account (audited)', unlockLogin],
    [
      'remove-authenticator',
      "Remove another staff member's authenticator app and sign them out everywhere (audited)",
      removeStaffAuthenticator,
    ],
  ] as const;
  const messages = {
    deactivate: () => ADMIN_USER_MESSAGES.deactivated,
    reactivate: () => ADMIN_USER_MESSAGES.reactivated,
    'resend-verification': (email: string) => ADMIN_USER_MESSAGES.verificationSent(email),
    'unlock-login': () => ADMIN_USER_MESSAGES.loginUnlocked,
    'remove-authenticator': () => ADMIN_USER_MESSAGES.authenticatorRemoved,
  };

  for (const [name, summary, act] of actions) {
    app.post(
      `/admin/users/:id/${name}`,
      superuserOnly({ summary, params: idParamsSchema, response: profileAnswer }),
      async (request) => {
        const user = await act(ctx, { actorId: sessionOf(request).user.id, userId: request.params.id });
        return ok(user, messages[name](user.email));
      },
    );
  }
};
