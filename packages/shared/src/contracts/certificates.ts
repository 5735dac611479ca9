import {
  certificateNumberParamsSchema,
  certificateResponseSchema,
  certificatesResponseSchema,
  certificateVerificationResponseSchema,
  claimCertificateBodySchema,
  classCertificateCountResponseSchema,
} from "../schemas/certificates.js";
import { idParamsSchema } from "../schemas/common.js";
import { defineContract } from "./contract.js";

/** Certificates of completion: the student's list, a class's certificate and its PDF, the teacher's count, the public verification. */
export const certificateContracts = {
  mine: defineContract({ method: "GET", path: "/certificates/mine", response: { 200: certificatesResponseSchema } }),
  claim: defineContract({
    method: "POST",
    path: "/certificates",
    body: claimCertificateBodySchema,
    response: { 200: certificateResponseSchema },
  }),
  pdf: defineContract({ method: "GET", path: "/certificates/:number/pdf", params: certificateNumberParamsSchema }),
  verify: defineContract({
    method: "GET",
    path: "/certificates/:number",
    params: certificateNumberParamsSchema,
    response: { 200: certificateVerificationResponseSchema },
  }),
  classCount: defineContract({
    method: "GET",
    path: "/classes/:id/certificates/count",
    params: idParamsSchema,
    response: { 200: classCertificateCountResponseSchema },
  }),
};
