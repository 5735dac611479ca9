export const tags = ["classes"];
