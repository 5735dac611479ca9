import { messages, searchMatchOf } from "@classwise/shared";
import { badRequest } from "./errors.js";

/** Escapes LIKE's wildcards (and its escape character) so user input matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching `term` anywhere in the text, wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * The LIKE pattern of a search over a `search_text` column (lower-cased, every word preceded by a space):
 * anywhere for terms with three letters or digits in a row, else at the start of a word; a term without
 * any letter or digit is refused (docs/decisions/0014-search.md).
 */
export function searchTextPattern(term: string): string {
  const lowered = term.toLowerCase();
  switch (searchMatchOf(lowered)) {
    case "anywhere":
      return containsPattern(lowered);
    case "word-start":
      return `% ${escapeLike(lowered)}%`;
    default:
      throw badRequest(messages.api.searchNeedsLetters, { search: [messages.api.searchNeedsLetters] });
  }
}
