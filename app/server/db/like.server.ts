/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${likeEscape(text)}%`;
}
