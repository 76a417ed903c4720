/** A message as a report quotes it in a line: its first 60 characters. */
export function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
