import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { RedirectSignedIn } from '../features/auth/components/redirect-signed-in';
import { RequireSession } from '../features/auth/components/require-session';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

// Every page is its own chunk (docs/performance.md): only the layout ships in the entry bundle.
// Pages marked `fetchesData: false` use no TanStack Query, so they render (and the landing page
// hydrates) before its client has loaded.
export const pageRoutes: RouteObject[] = [
  {
    // Signed-in visitors of / go to their home; the wrapper stays out of the landing chunk.
    Component: RedirectSignedIn,
    children: [
      {
        index: true,
        element: lazyPage(
          () => import('../features/public/landing/landing-page').then((m) => m.LandingPage),
          { fetchesData: false },
        ),
      },
    ],
  },
  // Public marketing and legal pages (docs/product.md §2), each its own chunk.
  {
    path: 'about-us',
    element: lazyPage(() => import('../features/public/about/about-page').then((m) => m.AboutPage), {
      fetchesData: false,
    }),
  },
  {
    path: 'how-it-works',
    element: lazyPage(
      () => import('../features/public/how-it-works/how-it-works-page').then((m) => m.HowItWorksPage),
      { fetchesData: false },
    ),
  },
  {
    path: 'loan-products',
    element: lazyPage(() =>
      import('../features/public/loan-products/loan-products-page').then((m) => m.LoanProductsPage),
    ),
  },
  {
    path: 'contact-us',
    element: lazyPage(() => import('../features/public/contact/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: 'privacy-policy',
    element: lazyPage(
      () => import('../features/public/legal/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
      { fetchesData: false },
    ),
  },
  {
    path: 'terms-of-use',
    element: lazyPage(
      () => import('../features/public/legal/terms-of-use-page').then((m) => m.TermsOfUsePage),
      { fetchesData: false },
    ),
  },
  {
    path: 'login',
    element: lazyPage(() => import('../features/auth/login/login-page').then((m) => m.LoginPage)),
  },
  {
    path: 'verify-email',
    element: lazyPage(() =>
      import('../features/auth/verify-email/verify-email-page').then((m) => m.VerifyEmailPage),
    ),
  },
  {
    // The page an e-mail's unsubscribe link opens (docs/product.md §14.6): signed in or not.
    path: 'unsubscribe',
    element: lazyPage(() =>
      import('../features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
    ),
  },
  {
    path: 'verify-email-prompt',
    element: lazyPage(() =>
      import('../features/auth/verify-email-prompt/verify-email-prompt-page').then(
        (m) => m.VerifyEmailPromptPage,
      ),
    ),
  },
  {
    // Borrower pages (docs/product.md §6): role user with a verified e-mail.
    element: <RequireSession roles={['user']} verifiedEmail />,
    children: [
      {
        path: 'dashboard',
        element: lazyPage(() => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage)),
      },
      {
        path: 'profile',
        element: lazyPage(() => import('../features/profile/profile-page').then((m) => m.ProfilePage)),
      },
      {
        path: 'apply-loan',
        element: lazyPage(() =>
          import('../features/apply-loan/apply-loan-page').then((m) => m.ApplyLoanPage),
        ),
      },
      {
        path: 'my-loans',
        element: lazyPage(() => import('../features/my-loans/my-loans-page').then((m) => m.MyLoansPage)),
      },
      {
        path: 'make-payment',
        element: lazyPage(() =>
          import('../features/make-payment/make-payment-page').then((m) => m.MakePaymentPage),
        ),
      },
      {
        // Back from the card provider's hosted checkout (docs/product.md §27): our server says how it went.
        path: 'payments/card-return',
        element: lazyPage(() =>
          import('../features/card-return/card-return-page').then((m) => m.CardReturnPage),
        ),
      },
      {
        path: 'payment-history',
        element: lazyPage(() =>
          import('../features/payment-history/payment-history-page').then((m) => m.PaymentHistoryPage),
        ),
      },
      {
        // Identity checks (docs/product.md §20): the NRC photos and a selfie, sent for checking.
        path: 'verify-identity',
        element: lazyPage(() =>
          import('../features/verify-identity/verify-identity-page').then((m) => m.VerifyIdentityPage),
        ),
      },
      {
        // Complaints and disputes (docs/product.md §17): raise one, follow its status.
        path: 'complaints',
        element: lazyPage(() =>
          import('../features/complaints/complaints-page').then((m) => m.ComplaintsPage),
        ),
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
        element: lazyPage(() => import('./loan-details-layout').then((m) => m.LoanDetailsLayout)),
        children: [
          {
            index: true,
            element: lazyPage(() => import('./loan-details-route').then((m) => m.LoanDetailsRoute)),
          },
        ],
      },
    ],
  },
  {
    // Staff pages (docs/product.md §14) are matched by a route table of their own, in its own chunk, so the
    // landing page's entry chunk does not carry them (docs/performance.md).
    path: 'admin-dashboard/*',
    element: <RequireSession roles={['admin', 'superuser']} />,
    children: [
      {
        path: '*',
        element: lazyPage(loadStaffPages),
      },
    ],
  },
  {
    path: 'register',
    element: lazyPage(() => import('../features/auth/register/register-page').then((m) => m.RegisterPage)),
  },
  {
    path: 'forgot-password',
    element: lazyPage(() =>
      import('../features/auth/password-reset/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    // The token is optional here so a link cut short still reaches the page, which explains the problem.
    path: 'reset-password/:token?',
    element: lazyPage(() =>
      import('../features/auth/password-reset/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: '*',
    element: lazyPage(() => import('../features/errors/not-found-page').then((m) => m.NotFoundPage), {
      fetchesData: false,
    }),
  },
];

// The staff pages' route table, filled in when its chunk first loads (app/staff-routes.tsx).
let staffTable: RouteObject[] = [];

async function loadStaffPages(): Promise<ComponentType> {
  const { staffRoutes } = await import('./staff-routes');
  staffTable = staffRoutes({ lazyPage, RequireSession, Navigate });
  return StaffPages;
}

/** The staff pages, matched relative to /admin-dashboard/. */
function StaffPages() {
  return useRoutes(staffTable);
}

/**
 * The app's route tree around the given pages; tests add pages of their own. The layout holds the
 * page's error boundary and Suspense fallback (a page that crashes keeps the navigation bar and footer
 * around its error screen); a crash of the layout itself reaches AppErrorBoundary.
 */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [{ path: '/', Component: RootLayout, children: pages }];
}

export const routes = buildRoutes(pageRoutes);
