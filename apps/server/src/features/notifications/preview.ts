/** How much of a person's text a bell line repeats; the whole is on the page it links to. */
const PREVIEW_LENGTH = 280;

/** The start of `text`, cut at a whole character, with an ellipsis when cut. */
export function preview(text: string, length = PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}
