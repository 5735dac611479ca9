import { deletionResponseSchema, idParamsSchema } from "../schemas/common.js";
import { defineContract } from "./contract.js";

/**
 * The endpoint that deletes the record its path names by id and answers with the text saying it is gone
 * (a lesson, a quiz, a bank question, a discussion post). The API serves it with the `deletion` handler.
 */
export function deletionContract<const Path extends `${string}/:id`>(path: Path) {
  return defineContract({
    method: "DELETE",
    path,
    params: idParamsSchema,
    response: { 200: deletionResponseSchema },
  });
}
