import { Fragment } from 'react';
import { Link } from 'react-router-dom';

const INLINE = /(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/;

/** An article's text: `code` in backticks, [links](/docs/routing) to the app's pages, the rest as it is. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(INLINE).map((part, index) => {
        if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <code key={index}>{part.slice(1, -1)}</code>;
        const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
        if (link) {
          const [, label = '', to = ''] = link;
          return to.startsWith('/') ? (
            <Link key={index} to={to}>
              {label}
            </Link>
          ) : (
            <a key={index} href={to}>
              {label}
            </a>
          );
        }
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}
