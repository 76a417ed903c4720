import type { ReactNode } from 'react';

/**
 * The long-text convention of the messages: blocks separated by a blank line; a block whose lines all start
 * with "- " is a list, any other block a paragraph. E-mail addresses become mailto: links, and a list item
 * that opens with a short "Label: " gets the label emphasized.
 */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n[ \t]*\n/).map((b) => b.trim()).filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n').map((l) => l.trim());
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i} className="rich__list">
              {lines.map((line, j) => <li key={j}>{renderItem(line.slice(2))}</li>)}
            </ul>
          );
        }
        return <p key={i}>{linkEmails(lines.join(' '))}</p>;
      })}
    </>
  );
}

const LABEL = /^([^:.;,()]{2,40}):\s/u;

function renderItem(text: string): ReactNode {
  const label = LABEL.exec(text);
  if (!label) return linkEmails(text);
  return (
    <>
      <strong>{`${label[1]}:`}</strong> {linkEmails(text.slice(label[0].length))}
    </>
  );
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/giu;

function linkEmails(text: string): ReactNode {
  if (!text.includes('@')) return text;
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (i % 2 === 1 ? <a key={i} href={`mailto:${part}`}>{part}</a> : part));
}
