import { messages } from "@classwise/shared";
import { badRequest } from "../../lib/errors.js";

/** Words of a term the catalogue search looks at; later words are ignored (docs/decisions/0033). */
export const MAX_SEARCH_WORDS = 6;
/** Longest word kept: longer runs are cut, as no title word is longer. */
const MAX_WORD_LENGTH = 40;
/** Words this long or longer are corrected against the title dictionary when they are not in it. */
export const TYPO_MIN_LENGTH = 4;
/** Trigram similarity from which the nearest title word counts as what was meant ("pyhton" ~ "python": 0.27). */
export const TYPO_MIN_SIMILARITY = 0.25;

/**
 * The words of a search term: lower-cased runs of letters or digits, at most MAX_SEARCH_WORDS, duplicates
 * dropped. Everything else (quotes, wildcards, full-text operators, NUL) separates words and means nothing,
 * so no input reaches the full-text parser as syntax. A term without a letter or digit is a 400.
 */
export function searchWords(term: string): string[] {
  const words: string[] = [];
  for (const match of term
    .normalize("NFKC")
    .toLowerCase()
    .matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = [...match[0]].slice(0, MAX_WORD_LENGTH).join("");
    if (!words.includes(word)) words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  if (words.length === 0) {
    throw badRequest(messages.api.searchNeedsLetters, { search: [messages.api.searchNeedsLetters] });
  }
  return words;
}

/** One word of the query and, when it looked misspelt, the title word it was corrected to. */
export interface QueryWord {
  word: string;
  correction?: string;
}

/** A lexeme in to_tsquery syntax: quoted, so only letters and digits ever reach the parser as text. */
function lexeme(word: string, suffix = ""): string {
  return `'${word}'${suffix}`;
}

/** Stands for the last word's prefix term in `prefixTemplate` and `matchTemplate`: no search word holds it. */
export const LAST_TERM_MARK = "@";

export interface TsQueries {
  /** Every word whole: the best matches. */
  whole: string;
  /** The last word as a prefix (as one types). */
  prefix: string;
  /** What a class must match: the prefix query with each misspelt word or its correction. */
  match: string;
  /** `prefix` and `match` with LAST_TERM_MARK in place of the last word's prefix term (decision 46). */
  prefixTemplate: string;
  matchTemplate: string;
  /** `match` without the last word ("" for one word): what the index is asked when the last word is frequent. */
  headMatch: string;
  /** The last word, its index, its prefix term as in `prefix`, and the weight suffix its expansions take. */
  last: { word: string; index: number; prefixTerm: string; weights: string };
  /**
   * The whole lexemes of each word but the last (the word and its correction) and the last word's correction,
   * with the index of their word: the dictionary counts of these bound a search's totals.
   */
  lexemes: { word: string; term: number }[];
}

/** The tsquery texts a ranked search uses, restricted to the title's weight with `weights` "A". */
export function tsQueries(words: QueryWord[], weights = ""): TsQueries {
  const last = words.length - 1;
  const term = (word: string, index: number, prefix: boolean) =>
    lexeme(word, prefix && index === last ? `:*${weights}` : weights ? `:${weights}` : "");
  const join = (parts: string[]) => parts.join(" & ");
  const matchTerm = (w: QueryWord, i: number, prefixTerm: string) =>
    w.correction ? `(${prefixTerm} | ${term(w.correction, i, false)})` : prefixTerm;
  const prefixTerms = words.map((w, i) => term(w.word, i, true));
  const marked = words.map((w, i) => (i === last ? LAST_TERM_MARK : term(w.word, i, true)));
  return {
    whole: join(words.map((w, i) => term(w.word, i, false))),
    prefix: join(prefixTerms),
    match: join(words.map((w, i) => matchTerm(w, i, prefixTerms[i] as string))),
    prefixTemplate: join(marked),
    matchTemplate: join(words.map((w, i) => matchTerm(w, i, marked[i] as string))),
    headMatch: join(words.slice(0, last).map((w, i) => matchTerm(w, i, prefixTerms[i] as string))),
    last: {
      word: words[last]?.word ?? "",
      index: last,
      prefixTerm: prefixTerms[last] ?? "",
      weights: weights ? `:${weights}` : "",
    },
    lexemes: words.flatMap((w, i) => [
      ...(i < last ? [{ word: w.word, term: i }] : []),
      ...(w.correction ? [{ word: w.correction, term: i }] : []),
    ]),
  };
}
