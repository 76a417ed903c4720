/**
 * A visitor's text in a header is read as text, never as RFC 2047 encoded words. A name such as
 * `=?utf-8?b?G10wOy4uLgc=?=` is plain ASCII, so the form rules accept it and a composer would write it as
 * is; every mail reader (and `cli outbox`) would then decode it into the characters it encodes: ESC, BEL, a
 * terminal's control sequences. A value that holds `=?` is therefore written as encoded words itself: a
 * reader decodes it once, back to the very text the visitor typed. In Reply-To, where nodemailer writes the
 * display name itself, such a name is left out.
 */
import { encodeWord } from 'nodemailer/lib/mime-funcs';

/** Whether a value could be taken for encoded words. */
function looksEncoded(text: string): boolean {
  return text.includes('=?');
}

/** An unstructured header's value (Subject): as it is, or as encoded words when it could be read as them. */
export function literalText(text: string): string {
  return looksEncoded(text) ? encodeWord(text, 'B', 52) : text;
}

/**
 * Reply-To's display name, or none: nodemailer formats address headers itself and writes a printable ASCII
 * name as a quoted string, which readers decode encoded words in all the same (against RFC 2047, section 5).
 * A name that could be read as them is left out of the header; the Subject and the text still carry it.
 */
export function literalDisplayName(name: string): string {
  return looksEncoded(name) ? '' : name;
}
