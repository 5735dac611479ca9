import * as shared from "@classwise/shared";
import { actorOf } from "../../plugins/actor.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { createCoupon, disableCoupon, listCoupons, previewCoupon } from "./service.js";

/** Coupons: teachers' and admins' codes, and the payment page's "Apply coupon" (docs/payments.md "Coupons"). */
export const couponRoutes = declareRoutes("coupons", (route, { db }) => {
  const deps = { db };

  route.serve(shared.couponContracts.create, "create:coupon", {
    rateLimit: { bucket: "coupon-create", per: "user" },
    summary: "Create a coupon: a teacher for their own classes, an admin for any class or all",
    handler: async (request) => createCoupon(deps, actorOf(request), request.body),
  });

  route.serve(shared.couponContracts.list, "read:coupon", {
    summary: "The caller's coupons (admins: every coupon) with their redemption counts",
    handler: async (request) => listCoupons(deps, actorOf(request)),
  });

  route.serve(shared.couponContracts.disable, "update:coupon", {
    rateLimit: { bucket: "coupon-create", per: "user" },
    summary: "Disable a coupon (teachers: their own; admins: any): it is refused from then on, its uses stay",
    handler: async (request) => disableCoupon(deps, actorOf(request), request.params.id),
  });

  route.serve(shared.couponContracts.apply, "create:enrolment", {
    rateLimit: { bucket: "coupon-apply", per: "user" },
    summary: "What the caller would pay for a class with a coupon code, or why the code does not apply",
    handler: async (request) => previewCoupon(deps, actorOf(request), request.body),
  });
});
