/**
 * The body of a route's success answer: `success: true`, then the fields (the shape of `successResponse` in
 * packages/shared). Routes whose service already returns the whole body answer with it as it is.
 */
export function ok<const Fields extends object>(fields: Fields): { success: true } & Fields {
  return { success: true, ...fields };
}
