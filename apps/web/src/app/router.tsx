import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectSignedIn } from '../features/auth/components/redirect-signed-in';
import { RequireSession } from '../features/auth/components/require-session';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { RootHydrateFallback, RootLayout } from './root-layout';

// Every page is its own chunk (docs/architecture.md §14): only the layout ships in the entry bundle.
export const pageRoutes: RouteObject[] = [
  {
    // Signed-in visitors of / go to their home; the wrapper stays out of the landing chunk.
    Component: RedirectSignedIn,
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/public/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
    ],
  },
  // Public marketing and legal pages (docs/product.md §2), each its own chunk.
  {
    path: 'about-us',
    lazy: () => import('../features/public/about/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'how-it-works',
    lazy: () =>
      import('../features/public/how-it-works/how-it-works-page').then((m) => ({
        Component: m.HowItWorksPage,
      })),
  },
  {
    path: 'loan-products',
    lazy: () =>
      import('../features/public/loan-products/loan-products-page').then((m) => ({
        Component: m.LoanProductsPage,
      })),
  },
  {
    path: 'contact-us',
    lazy: () => import('../features/public/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'privacy-policy',
    lazy: () =>
      import('../features/public/legal/privacy-policy-page').then((m) => ({
        Component: m.PrivacyPolicyPage,
      })),
  },
  {
    path: 'terms-of-use',
    lazy: () =>
      import('../features/public/legal/terms-of-use-page').then((m) => ({ Component: m.TermsOfUsePage })),
  },
  {
    path: 'login',
    lazy: () => import('../features/auth/login/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'verify-email',
    lazy: () =>
      import('../features/auth/verify-email/verify-email-page').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
  },
  {
    // The page an e-mail's unsubscribe link opens (docs/product.md §14.6): signed in or not.
    path: 'unsubscribe',
    lazy: () =>
      import('../features/unsubscribe/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
  },
  {
    path: 'verify-email-prompt',
    lazy: () =>
      import('../features/auth/verify-email-prompt/verify-email-prompt-page').then((m) => ({
        Component: m.VerifyEmailPromptPage,
      })),
  },
  {
    // Borrower pages (docs/product.md §6): role user with a verified e-mail.
    element: <RequireSession roles={['user']} verifiedEmail />,
    children: [
      {
        path: 'dashboard',
        lazy: () =>
          import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'profile',
        lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'apply-loan',
        lazy: () =>
          import('../features/apply-loan/apply-loan-page').then((m) => ({ Component: m.ApplyLoanPage })),
      },
      {
        path: 'my-loans',
        lazy: () => import('../features/my-loans/my-loans-page').then((m) => ({ Component: m.MyLoansPage })),
      },
      {
        path: 'make-payment',
        lazy: () =>
          import('../features/make-payment/make-payment-page').then((m) => ({
            Component: m.MakePaymentPage,
          })),
      },
      {
        path: 'payment-history',
        lazy: () =>
          import('../features/payment-history/payment-history-page').then((m) => ({
            Component: m.PaymentHistoryPage,
          })),
      },
    ],
  },
  {
    // docs/product.md §2: borrowers and staff, no e-mail verification needed.
    path: 'loan-details/:id',
    element: <RequireSession roles={['user', 'admin', 'superuser']} />,
    children: [
      {
        // The staff layout for staff, the site's navigation bar for borrowers (docs/product.md §2.9).
        lazy: () => import('./loan-details-layout').then((m) => ({ Component: m.LoanDetailsLayout })),
        children: [
          {
            index: true,
            lazy: () => import('./loan-details-route').then((m) => ({ Component: m.LoanDetailsRoute })),
          },
        ],
      },
    ],
  },
  {
    path: 'admin-dashboard',
    element: <RequireSession roles={['admin', 'superuser']} />,
    children: [
      {
        // The staff layout (side navigation, bell, LOG OUT) around every admin page.
        lazy: () => import('./staff-layout').then((m) => ({ Component: m.StaffLayout })),
        children: [
          { index: true, element: <Navigate to="loans" replace /> },
          {
            path: 'loans',
            lazy: () =>
              import('../features/admin/loan-list/loan-applications-page').then((m) => ({
                Component: m.LoanApplicationsPage,
              })),
          },
          {
            // Reports & Statistics (docs/product.md §14.3): its charts load in a chunk of their own.
            path: 'statistics',
            lazy: () =>
              import('../features/admin/statistics/statistics-page').then((m) => ({
                Component: m.StatisticsPage,
              })),
          },
          {
            // Flagged payments and the audit log (docs/product.md §14.8, §14.9): admins and superusers.
            path: 'flagged-payments',
            lazy: () =>
              import('../features/admin/flagged-payments/flagged-payments-page').then((m) => ({
                Component: m.FlaggedPaymentsPage,
              })),
          },
          {
            path: 'audit',
            lazy: () =>
              import('../features/admin/audit-log/audit-log-page').then((m) => ({
                Component: m.AuditLogPage,
              })),
          },
          {
            // E-mail management (docs/product.md §14.7): admins and superusers.
            path: 'email-management',
            lazy: () =>
              import('../features/admin/email-management/email-management-page').then((m) => ({
                Component: m.EmailManagementPage,
              })),
          },
          {
            path: 'email-management/:id',
            lazy: () =>
              import('../features/admin/email-management/email-message-page').then((m) => ({
                Component: m.EmailMessagePage,
              })),
          },
          {
            // Superuser only (docs/product.md §6); an admin is sent to admin loans by the guard.
            element: <RequireSession roles={['superuser']} />,
            children: [
              {
                path: 'settings',
                lazy: () =>
                  import('../features/admin/settings/settings-page').then((m) => ({
                    Component: m.SettingsPage,
                  })),
              },
              {
                // Staff user management (docs/product.md §14.4).
                path: 'users',
                lazy: () =>
                  import('../features/admin/users/users-page').then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: 'users/:id',
                lazy: () =>
                  import('../features/admin/users/user-page').then((m) => ({ Component: m.UserPage })),
              },
              {
                // Promotional e-mails (docs/product.md §14.6): the history, a new campaign, one campaign.
                path: 'promotional-emails',
                lazy: () =>
                  import('../features/admin/promotional-emails/promotional-emails-page').then((m) => ({
                    Component: m.PromotionalEmailsPage,
                  })),
              },
              {
                path: 'promotional-emails/new',
                lazy: () =>
                  import('../features/admin/promotional-emails/new-campaign-page').then((m) => ({
                    Component: m.NewCampaignPage,
                  })),
              },
              {
                path: 'promotional-emails/:id',
                lazy: () =>
                  import('../features/admin/promotional-emails/campaign-page').then((m) => ({
                    Component: m.CampaignPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'register',
    lazy: () =>
      import('../features/auth/register/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../features/auth/password-reset/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    // The token is optional here so a link cut short still reaches the page, which explains the problem.
    path: 'reset-password/:token?',
    lazy: () =>
      import('../features/auth/password-reset/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: '*',
    lazy: () => import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/** The app's route tree around the given pages; tests add pages of their own. */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      // Catches a crash of the layout itself.
      ErrorBoundary: RouteErrorPage,
      children: [
        // A page that crashes keeps the navigation bar and footer around its error screen.
        { ErrorBoundary: RouteErrorPage, children: pages },
      ],
    },
  ];
}

export const routes = buildRoutes(pageRoutes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
