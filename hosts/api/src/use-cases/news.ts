import {
  ConfirmNewsletter,
  DeleteNewsArticle,
  GetNewsArticle,
  GetNewsImage,
  ListNewsArticles,
  ListPublishedNews,
  PublishNewsArticle,
  SaveNewsArticle,
  SubscribeNewsletter,
  UnsubscribeNewsletter,
  UploadNewsImage,
} from '@immo/core';
import type { NewsUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const newsUseCaseClasses: UseCaseClasses<NewsUseCases> = {
  subscribeNewsletter: SubscribeNewsletter,
  confirmNewsletter: ConfirmNewsletter,
  unsubscribeNewsletter: UnsubscribeNewsletter,
  listNewsArticles: ListNewsArticles,
  saveNewsArticle: SaveNewsArticle,
  publishNewsArticle: PublishNewsArticle,
  deleteNewsArticle: DeleteNewsArticle,
  uploadNewsImage: UploadNewsImage,
  getNewsImage: GetNewsImage,
  listPublishedNews: ListPublishedNews,
  getNewsArticle: GetNewsArticle,
};
