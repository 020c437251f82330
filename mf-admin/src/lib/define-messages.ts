/**
 * Like react-intl's defineMessages, but keeps each descriptor untyped: react-intl 12's own version
 * types every message as taking no values, so `formatMessage(m.moved, { name })` would not compile.
 * Same shape ({ id, defaultMessage }), so formatjs tooling still reads these files.
 */
export type Message = { id: string; defaultMessage: string };
export const defineMessages = <const T extends Record<string, Message>>(messages: T): T => messages;
