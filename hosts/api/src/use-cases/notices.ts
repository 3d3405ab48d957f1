import { GetNoticePreferences, SaveNoticePreferences, UnsubscribeFromNotice } from '@immo/core';
import type { NoticesUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const noticesUseCaseClasses: UseCaseClasses<NoticesUseCases> = {
  getNoticePreferences: GetNoticePreferences,
  saveNoticePreferences: SaveNoticePreferences,
  unsubscribeFromNotice: UnsubscribeFromNotice,
};
