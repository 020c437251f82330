/**
 * Like react-intl's defineMessages, but keeps each descriptor untyped: react-intl 12's own version
 * types every message as taking no values, so `formatMessage(m.count, { count })` would not compile.
 * Same shape ({ id, defaultMessage }), so formatjs tooling still reads these files.
 */
export const defineMessages = <const T extends Record<string, { id: string; defaultMessage: string }>>(
  messages: T,
): T => messages;
