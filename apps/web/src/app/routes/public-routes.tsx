import { pageTitles, paths, routePattern } from "@classwise/shared";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../guards/require-auth";

/**
 * Home, catalogue, class details, payment (product §2) and certificate verification; all but home and the
 * verification need a signed-in user.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: "Learn from expert instructors" },
    lazy: () => import("./home-page").then((m) => ({ Component: m.HomePage })),
  },
  {
    path: paths.allClasses,
    element: <RequireAuth />,
    children: [
      {
        index: true,
        handle: { title: pageTitles.catalogue },
        lazy: () =>
          Promise.all([
            import("../../features/classes/components/catalogue-page"),
            import("../../features/classes/api/list-classes"),
          ]).then(([page, api]) => ({ Component: page.CataloguePage, loader: api.startCatalogueRead })),
      },
      {
        path: routePattern(paths.classDetails, "id"),
        handle: { title: "Class details" },
        lazy: () =>
          import("../../features/classes/components/class-details-page").then((m) => ({
            Component: m.ClassDetailsPage,
          })),
      },
    ],
  },
  {
    // Public: the address a certificate's QR code holds.
    path: routePattern(paths.certificate, "number"),
    handle: { title: pageTitles.certificateVerification },
    lazy: () =>
      import("../../features/certificates/components/verification-page").then((m) => ({
        Component: m.VerificationPage,
      })),
  },
  {
    path: routePattern(paths.payment, "id"),
    element: <RequireAuth />,
    children: [
      {
        index: true,
        handle: { title: pageTitles.checkout },
        lazy: () =>
          import("../../features/enrolments/components/payment-page").then((m) => ({ Component: m.PaymentPage })),
      },
    ],
  },
  {
    path: routePattern(paths.receipt, "id"),
    element: <RequireAuth />,
    children: [
      {
        index: true,
        handle: { title: pageTitles.receipt },
        lazy: () =>
          import("../../features/payments/components/receipt-page").then((m) => ({ Component: m.ReceiptPage })),
      },
    ],
  },
];
