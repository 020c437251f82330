import { type PasswordSettingsInput, passwordPolicyMessage } from '@archive/contracts/password';
import { useIntl } from 'react-intl';
import { newPasswordMessages } from '../messages';
import { useLocale } from '../use-locale';
import { PasswordField } from './password-field';

export type NewPasswordField = 'password' | 'confirmation';

/**
 * New password and its confirmation, with the site's policy written under the first field (the
 * same sentence the check answers, so the rule is known before typing).
 */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  settings,
  invalid,
  errorId,
  disabled,
}: {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  settings: PasswordSettingsInput | undefined;
  invalid?: NewPasswordField | null;
  errorId?: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={intl.formatMessage(newPasswordMessages.password)}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
        hint={passwordPolicyMessage(settings, locale)}
        invalid={invalid === 'password'}
        errorId={errorId}
        disabled={disabled}
      />
      <PasswordField
        id={`${idPrefix}-confirmation`}
        label={intl.formatMessage(newPasswordMessages.confirmation)}
        value={confirmation}
        onChange={onConfirmation}
        autoComplete="new-password"
        invalid={invalid === 'confirmation'}
        errorId={errorId}
        disabled={disabled}
      />
    </>
  );
}
