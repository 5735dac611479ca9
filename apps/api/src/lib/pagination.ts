/** Offset and total pages for a page query; pages past the end are valid and return no rows. */
export function pageWindow(page: number, limit: number) {
  return { offset: (page - 1) * limit, limit };
}

export function totalPages(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
