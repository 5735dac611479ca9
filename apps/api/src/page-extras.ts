import type { Db } from "@classwise/db/client";
import { classContracts, pageAnswerKey, paths, SESSION_CHECK_URL, type SessionCheckAnswer } from "@classwise/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessionUser } from "./modules/auth/session.js";
import { CATALOGUE_FIRST_PAGE, catalogueFirstPage, pageLinkHints, picturePreload } from "./modules/classes/service.js";
import type { PageExtras } from "./plugins/static.js";

/** The catalogue's first page as the web app asks for it: GET /api/classes with the starting page and size. */
const CATALOGUE_FIRST_PAGE_KEY = pageAnswerKey(
  `/api${classContracts.list.path}?${new URLSearchParams({
    page: String(CATALOGUE_FIRST_PAGE.page),
    limit: String(CATALOGUE_FIRST_PAGE.limit),
    status: CATALOGUE_FIRST_PAGE.status,
  })}`,
);

/**
 * What a page the browser draws itself comes with (docs/decisions/0048-page-answers.md), so that its first
 * screen needs no request after the scripts:
 * - the session check's answer (who is signed in), on every such page;
 * - on the catalogue as first opened (nothing in its address after the path), its first page, and its first
 *   class's picture to preload;
 * - on a public class's details page, its picture to preload.
 */
export async function pageExtras(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  pathname: string,
  search: string,
): Promise<PageExtras> {
  const catalogue = pathname === paths.allClasses && search === "";
  const [user, firstPage, hints] = await Promise.all([
    sessionUser(app, request),
    catalogue ? catalogueFirstPage(db) : undefined,
    pageLinkHints(db, pathname),
  ]);
  const answers: Record<string, unknown> = { [SESSION_CHECK_URL]: { user } satisfies SessionCheckAnswer };
  if (!firstPage) return { hints, answers, personal: user !== null };
  // Exactly what the endpoint would send: its response schema decides the fields.
  answers[CATALOGUE_FIRST_PAGE_KEY] = classContracts.list.response[200].parse(firstPage);
  return { hints: [...hints, ...picturePreload(firstPage.classes[0]?.image)], answers, personal: user !== null };
}
