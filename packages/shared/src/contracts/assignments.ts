import {
  classAssignmentsResponseSchema,
  createAssignmentBodySchema,
  createAssignmentResponseSchema,
} from "../schemas/assignments.js";
import { idParamsSchema } from "../schemas/common.js";
import { defineContract } from "./contract.js";

/** A class's assignments and creating one (product.md, the class pages). */
export const assignmentContracts = {
  classAssignments: defineContract({
    method: "GET",
    path: "/assignments/class/:id",
    params: idParamsSchema,
    response: { 200: classAssignmentsResponseSchema },
  }),
  create: defineContract({
    method: "POST",
    path: "/assignments",
    body: createAssignmentBodySchema,
    response: { 201: createAssignmentResponseSchema },
  }),
};
