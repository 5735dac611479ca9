/** Escapes LIKE wildcards so user input matches literally: `50%_off\` -> `50\%\_off\\`. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` pattern for a case-insensitive contains-search over lower(...) trigram indexes. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}
