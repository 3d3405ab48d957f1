import { loginPagePath } from '@immo/core';
import { useTranslation } from 'react-i18next';

/** For an anonymous visitor during the sale: log in, and come back to this very sale (focusedBien). */
export function LoginPrompt({ bienId }: { bienId: number }) {
  const { t } = useTranslation();
  return (
    <div className="auction-login" data-testid="login-prompt">
      <p className="auction-login__title">{t('login_prompt_title')}</p>
      <p className="auction-login__text">{t('login_prompt_text')}</p>
      <a className="kit-button auction-login__link" href={loginPagePath('focusedBien', bienId)}>
        {t('login_prompt_link')}
      </a>
    </div>
  );
}
