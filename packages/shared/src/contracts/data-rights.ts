import {
  dataExportResponseSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from "../schemas/data-rights.js";
import { defineContract } from "./contract.js";

/** A copy of one's data and deleting one's account (docs/decisions/0039-data-rights-and-backups.md). */
export const dataRightsContracts = {
  requestExport: defineContract({
    method: "POST",
    path: "/users/me/export",
    response: { 201: dataExportResponseSchema },
  }),
  exportStatus: defineContract({
    method: "GET",
    path: "/users/me/export/status",
    response: { 200: dataExportResponseSchema },
  }),
  downloadExport: defineContract({ method: "GET", path: "/users/me/export" }),
  deleteAccount: defineContract({
    method: "DELETE",
    path: "/users/me",
    body: deleteAccountBodySchema,
    response: { 200: deleteAccountResponseSchema },
  }),
};
