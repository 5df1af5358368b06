/** A LIKE pattern matching the text anywhere, its wildcards escaped: the one way a search builds one. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
