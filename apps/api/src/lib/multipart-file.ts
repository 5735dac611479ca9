import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "./errors.js";

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser sent, unchecked. */
  fileName: string;
  /** The type the browser declared, lower case, unchecked. */
  declaredType: string;
}

export interface FileFieldRules {
  /** The one form field that carries the file. */
  field: string;
  /** Said for a missing, unreadable or refused file (400), and when `accepts` refuses the declared type. */
  wrongType: string;
  /** Said when the file is over the size the multipart plugin of the route's scope allows (413). */
  tooLarge: string;
  /** Said when the request is not multipart at all (415); `wrongType` when omitted. */
  notMultipart?: string;
  /** Refuses a declared type before the bytes are read; content checks still follow in the caller. */
  accepts?: (declaredType: string) => boolean;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE";
}

/**
 * Reads the one file of a multipart form (the route's scope registers @fastify/multipart with its size
 * limit): refuses a body that is not multipart (415), another field, a refused declared type (400) and a
 * file over the limit (413), draining what it refuses so the connection stays usable.
 */
export async function readFileField(request: FastifyRequest, rules: FileFieldRules): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", rules.notMultipart ?? rules.wrongType);
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file();
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError("PAYLOAD_TOO_LARGE", rules.tooLarge);
    throw badRequest(rules.wrongType);
  }
  const refused = () => badRequest(rules.wrongType, { [rules.field]: [rules.wrongType] });
  if (part?.fieldname !== rules.field) {
    part?.file.resume();
    throw refused();
  }
  const declaredType = part.mimetype.toLowerCase();
  if (rules.accepts && !rules.accepts(declaredType)) {
    part.file.resume();
    throw refused();
  }
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename, declaredType };
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError("PAYLOAD_TOO_LARGE", rules.tooLarge);
    throw badRequest(rules.wrongType);
  }
}
