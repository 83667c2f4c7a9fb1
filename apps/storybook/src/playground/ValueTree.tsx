// A value as a tree of nested lists: objects and arrays fold into <details> (closed ones render no
// children, so a 300-game catalogue costs one line until opened), big arrays are split into pages.
// Every row carries data-path (e.g. "modal-stack.open-my-account") so play functions can read one value.
import { useState, type ReactNode } from 'react';

const PAGE = 50;

const isBranch = (value: unknown): value is object => typeof value === 'object' && value !== null && !(value instanceof Error);

const formatLeaf = (value: unknown): string => {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}()`;
  if (value instanceof Error) return `Error: ${value.message}`;
  return String(value);
};

const summaryOf = (value: object): string =>
  Array.isArray(value)
    ? `Array(${value.length})`
    : value instanceof Set
      ? `Set(${value.size})`
      : value instanceof Map
        ? `Map(${value.size})`
        : `{${Object.keys(value).length}}`;

const entriesOf = (value: object): [string, unknown][] => {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  if (value instanceof Set) return [...value].map((item, index) => [String(index), item]);
  if (value instanceof Map) return [...value].map(([key, item]) => [String(key), item]);
  return Object.entries(value);
};

/** Small values open by default near the top; big ones wait for a click. */
const opensByDefault = (value: object, depth: number): boolean => depth < 2 && entriesOf(value).length <= (depth === 0 ? 16 : 8);

const Branch = ({ name, path, value, depth }: { name: string; path: string; value: object; depth: number }) => {
  const [open, setOpen] = useState(() => opensByDefault(value, depth));
  return (
    <li data-path={path}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="pg-key">{name}</span> <span className="pg-meta">{summaryOf(value)}</span>
        </summary>
        {open ? <Children value={value} path={path} depth={depth + 1} /> : null}
      </details>
    </li>
  );
};

const Page = ({ from, entries, path, depth }: { from: number; entries: [string, unknown][]; path: string; depth: number }) => {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="pg-meta">
            [{from}…{from + entries.length - 1}]
          </span>
        </summary>
        {open ? <ul>{entries.map(([key, item]) => node(key, `${path === '' ? '' : `${path}.`}${key}`, item, depth))}</ul> : null}
      </details>
    </li>
  );
};

const node = (name: string, path: string, value: unknown, depth: number): ReactNode =>
  isBranch(value) ? (
    <Branch key={name} name={name} path={path} value={value} depth={depth} />
  ) : (
    <li key={name} data-path={path}>
      <span className="pg-key">{name}</span>:{' '}
      <span className="pg-value" data-type={value === null ? 'null' : typeof value}>
        {formatLeaf(value)}
      </span>
    </li>
  );

const Children = ({ value, path, depth }: { value: object; path: string; depth: number }) => {
  const entries = entriesOf(value);
  const prefix = path === '' ? '' : `${path}.`;
  if (entries.length === 0) return <p className="pg-meta">empty</p>;
  if (entries.length <= PAGE) return <ul>{entries.map(([key, item]) => node(key, `${prefix}${key}`, item, depth))}</ul>;
  const pages: [string, unknown][][] = [];
  for (let start = 0; start < entries.length; start += PAGE) pages.push(entries.slice(start, start + PAGE));
  return (
    <ul>
      {pages.map((page, index) => (
        <Page key={index} from={index * PAGE} entries={page} path={path} depth={depth} />
      ))}
    </ul>
  );
};

export const ValueTree = ({ value, label }: { value: unknown; label: string }) =>
  isBranch(value) ? (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling tree: focusable so that a keyboard scrolls it (axe: scrollable-region-focusable)
    <div className="pg-tree" role="group" aria-label={label} tabIndex={0}>
      <Children value={value} path="" depth={0} />
    </div>
  ) : (
    <div className="pg-tree" role="group" aria-label={label}>
      <span className="pg-value">{formatLeaf(value)}</span>
    </div>
  );
