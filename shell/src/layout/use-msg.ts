import { useIntl } from 'react-intl';

/** Short form of intl.formatMessage for the shell's own ids. */
export function useMsg() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
