// react-i18next as the shell and the remotes share it (see README.md).
export { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next-whole';
