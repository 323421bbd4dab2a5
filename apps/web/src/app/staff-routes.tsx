import type { ComponentType } from 'react';
import type { Navigate, RouteObject } from 'react-router';
import type { RequireSessionProps } from '../features/auth/components/require-session';
import type { lazyPage } from './lazy-page';

/**
 * What the table uses from the entry chunk, handed in by router.tsx rather than imported: when this
 * chunk imported entry modules, the bundler moved react-router and React out of the entry into shared
 * chunks, and the landing page grew instead of shrinking (docs/performance.md; `npm run size`).
 */
export interface StaffRouteParts {
  lazyPage: typeof lazyPage;
  RequireSession: ComponentType<RequireSessionProps>;
  Navigate: typeof Navigate;
}

/**
 * The staff back office's pages under /admin-dashboard (docs/product.md §14), each its own chunk. The
 * main route table sends every /admin-dashboard/* URL here (staff only), so these lines stay out of the
 * entry chunk every visitor downloads.
 */
export function staffRoutes({ lazyPage, RequireSession, Navigate }: StaffRouteParts): RouteObject[] {
  return [
    {
      // The staff layout (side navigation, bell, LOG OUT) around every admin page.
      element: lazyPage(() => import('./staff-layout').then((m) => m.StaffLayout)),
      children: [
        { index: true, element: <Navigate to="loans" replace /> },
        {
          path: 'loans',
          element: lazyPage(() =>
            import('../features/admin/loan-list/loan-applications-page').then((m) => m.LoanApplicationsPage),
          ),
        },
        {
          // Reports & Statistics (docs/product.md §14.3): its charts load in a chunk of their own.
          path: 'statistics',
          element: lazyPage(() =>
            import('../features/admin/statistics/statistics-page').then((m) => m.StatisticsPage),
          ),
        },
        {
          // Flagged payments and the audit log (docs/product.md §14.8, §14.9): admins and superusers.
          path: 'flagged-payments',
          element: lazyPage(() =>
            import('../features/admin/flagged-payments/flagged-payments-page').then(
              (m) => m.FlaggedPaymentsPage,
            ),
          ),
        },
        {
          // The complaints queue with its service-level clock (docs/product.md §17.5).
          path: 'complaints',
          element: lazyPage(() =>
            import('../features/admin/complaints/staff-complaints-page').then((m) => m.StaffComplaintsPage),
          ),
        },
        {
          // Data requests under the Data Protection Act (docs/product.md §18.4): admins and superusers.
          path: 'data-requests',
          element: lazyPage(() =>
            import('../features/admin/data-requests/data-requests-page').then((m) => m.DataRequestsPage),
          ),
        },
        {
          // Identity checks (docs/product.md §20): the queue and one borrower's documents.
          path: 'identity-checks',
          element: lazyPage(() =>
            import('../features/admin/identity-checks/identity-checks-page').then(
              (m) => m.IdentityChecksPage,
            ),
          ),
        },
        {
          path: 'identity-checks/:userId',
          element: lazyPage(() =>
            import('../features/admin/identity-checks/identity-check-page').then((m) => m.IdentityCheckPage),
          ),
        },
        {
          path: 'audit',
          element: lazyPage(() =>
            import('../features/admin/audit-log/audit-log-page').then((m) => m.AuditLogPage),
          ),
        },
        {
          // E-mail management (docs/product.md §14.7): admins and superusers.
          path: 'email-management',
          element: lazyPage(() =>
            import('../features/admin/email-management/email-management-page').then(
              (m) => m.EmailManagementPage,
            ),
          ),
        },
        {
          // Text messages (docs/product.md §19), beside e-mail management.
          path: 'email-management/text-messages',
          element: lazyPage(() =>
            import('../features/admin/email-management/text-messages-page').then((m) => m.TextMessagesPage),
          ),
        },
        {
          path: 'email-management/:id',
          element: lazyPage(() =>
            import('../features/admin/email-management/email-message-page').then((m) => m.EmailMessagePage),
          ),
        },
        {
          // Superuser only (docs/product.md §6); an admin is sent to admin loans by the guard.
          element: <RequireSession roles={['superuser']} />,
          children: [
            {
              path: 'settings',
              element: lazyPage(() =>
                import('../features/admin/settings/settings-page').then((m) => m.SettingsPage),
              ),
            },
            {
              // Staff user management (docs/product.md §14.4).
              path: 'users',
              element: lazyPage(() => import('../features/admin/users/users-page').then((m) => m.UsersPage)),
            },
            {
              path: 'users/:id',
              element: lazyPage(() => import('../features/admin/users/user-page').then((m) => m.UserPage)),
            },
            {
              // Promotional e-mails (docs/product.md §14.6): the history, a new campaign, one campaign.
              path: 'promotional-emails',
              element: lazyPage(() =>
                import('../features/admin/promotional-emails/promotional-emails-page').then(
                  (m) => m.PromotionalEmailsPage,
                ),
              ),
            },
            {
              path: 'promotional-emails/new',
              element: lazyPage(() =>
                import('../features/admin/promotional-emails/new-campaign-page').then(
                  (m) => m.NewCampaignPage,
                ),
              ),
            },
            {
              path: 'promotional-emails/:id',
              element: lazyPage(() =>
                import('../features/admin/promotional-emails/campaign-page').then((m) => m.CampaignPage),
              ),
            },
          ],
        },
      ],
    },
  ];
}
