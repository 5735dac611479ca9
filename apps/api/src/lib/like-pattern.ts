/** Escapes LIKE's wildcards (and its escape character) so user input matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching `term` anywhere in the text, wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
