/** Text for `ILIKE '%...%'` that matches literally: `%`, `_` and `\` lose their wildcard meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
