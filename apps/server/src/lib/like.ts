/** A LIKE pattern that finds the text anywhere, with the user's %, _ and \ taken literally. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
