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
  const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    element: lazyPage(load),
  });
  return [
    {
      // The staff layout (side navigation, bell, LOG OUT) around every admin page.
      element: lazyPage(() => import('./staff-layout').then((m) => m.StaffLayout)),
      children: [
        { index: true, element: <Navigate to="loans" replace /> },
        page('loans', () =>
          import('../features/admin/loan-list/loan-applications-page').then((m) => m.LoanApplicationsPage),
        ),
        // Reports & Statistics (docs/product.md §14.3): its charts load in a chunk of their own.
        page('statistics', () =>
          import('../features/admin/statistics/statistics-page').then((m) => m.StatisticsPage),
        ),
        // Accounting (issue 43): admins read, superusers map GL codes and close months.
        page('accounting', () =>
          import('../features/admin/accounting/accounting-page').then((m) => m.AccountingPage),
        ),
        // The credit bureau's monthly files (docs/product.md §25.3): admins read, superusers act.
        page('credit-bureau', () =>
          import('../features/admin/credit-bureau/credit-bureau-page').then((m) => m.CreditBureauPage),
        ),
        // Flagged payments and the audit log (docs/product.md §14.8, §14.9): admins and superusers.
        page('flagged-payments', () =>
          import('../features/admin/flagged-payments/flagged-payments-page').then(
            (m) => m.FlaggedPaymentsPage,
          ),
        ),
        // The complaints queue with its service-level clock (docs/product.md §17.5).
        page('complaints', () =>
          import('../features/admin/complaints/staff-complaints-page').then((m) => m.StaffComplaintsPage),
        ),
        // The collections desk (docs/product.md §23): the queue of loans past due and one loan's case.
        page('collections', () =>
          import('../features/admin/collections/collections-page').then((m) => m.CollectionsPage),
        ),
        page('collections/:loanId', () =>
          import('../features/admin/collections/collection-case-page').then((m) => m.CollectionCasePage),
        ),
        // Data requests under the Data Protection Act (docs/product.md §18.4): admins and superusers.
        page('data-requests', () =>
          import('../features/admin/data-requests/data-requests-page').then((m) => m.DataRequestsPage),
        ),
        // Identity checks (docs/product.md §20): the queue and one borrower's documents.
        page('identity-checks', () =>
          import('../features/admin/identity-checks/identity-checks-page').then((m) => m.IdentityChecksPage),
        ),
        page('identity-checks/:userId', () =>
          import('../features/admin/identity-checks/identity-check-page').then((m) => m.IdentityCheckPage),
        ),
        page('audit', () => import('../features/admin/audit-log/audit-log-page').then((m) => m.AuditLogPage)),
        // Sign-in security (docs/product.md §15.8): the staff member's own authenticator app.
        page('security', () =>
          import('../features/admin/security/security-page').then((m) => m.SecurityPage),
        ),
        // E-mail management (docs/product.md §14.7): admins and superusers.
        page('email-management', () =>
          import('../features/admin/email-management/email-management-page').then(
            (m) => m.EmailManagementPage,
          ),
        ),
        // Text messages (docs/product.md §19), beside e-mail management.
        page('email-management/text-messages', () =>
          import('../features/admin/email-management/text-messages-page').then((m) => m.TextMessagesPage),
        ),
        page('email-management/:id', () =>
          import('../features/admin/email-management/email-message-page').then((m) => m.EmailMessagePage),
        ),
        {
          // Superuser only (docs/product.md §6); an admin is sent to admin loans by the guard.
          element: <RequireSession roles={['superuser']} />,
          children: [
            page('settings', () =>
              import('../features/admin/settings/settings-page').then((m) => m.SettingsPage),
            ),
            // Staff user management (docs/product.md §14.4).
            page('users', () => import('../features/admin/users/users-page').then((m) => m.UsersPage)),
            page('users/:id', () => import('../features/admin/users/user-page').then((m) => m.UserPage)),
            // Promotional e-mails (docs/product.md §14.6): the history, a new campaign, one campaign.
            page('promotional-emails', () =>
              import('../features/admin/promotional-emails/promotional-emails-page').then(
                (m) => m.PromotionalEmailsPage,
              ),
            ),
            page('promotional-emails/new', () =>
              import('../features/admin/promotional-emails/new-campaign-page').then((m) => m.NewCampaignPage),
            ),
            page('promotional-emails/:id', () =>
              import('../features/admin/promotional-emails/campaign-page').then((m) => m.CampaignPage),
            ),
          ],
        },
      ],
    },
  ];
}
