// Names for model events. A key tells two events apart by content (what a machine sees), interned
// to a short number so that paths can be compared cheaply even when an event carries a whole
// catalogue. A description is what a test's name shows of an event.
import type { EventObject } from 'xstate';

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;
const keysByEvent = new WeakMap<object, string>();
const keysByContent = new Map<string, string>();

// Functions differ by identity (a retry callback), errors by their message.
const replacer = (_key: string, value: unknown) => {
  if (typeof value === 'function') {
    if (!functionIds.has(value)) functionIds.set(value, nextFunctionId++);
    return `function#${functionIds.get(value)}`;
  }
  return value instanceof Error ? `${value.name}: ${value.message}` : value;
};

/** A short key, equal for events with the same content. */
export const eventKey = (event: EventObject): string => {
  let key = keysByEvent.get(event);
  if (key === undefined) {
    const content = JSON.stringify(event, replacer);
    key = keysByContent.get(content) ?? `${event.type}#${keysByContent.size}`;
    keysByContent.set(content, key);
    keysByEvent.set(event, key);
  }
  return key;
};

const MAX_PAYLOAD = 60;

/** The event's type and the start of its payload: `xstate.done.actor.load {"output":1}`. */
export const describeEvent = (event: EventObject): string => {
  const { type, ...payload } = event;
  if (Object.keys(payload).length === 0) return type;
  const text = JSON.stringify(payload, replacer);
  return `${type} ${text.length > MAX_PAYLOAD ? `${text.slice(0, MAX_PAYLOAD - 1)}…` : text}`;
};
