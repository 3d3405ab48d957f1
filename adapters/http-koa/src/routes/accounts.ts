import type {
  GetCurrentUser,
  Login,
  RegisterAccount,
  VerifyEmail,
  SubscribeNewsletter,
  AddFavourite,
  RemoveFavourite,
  ListFavourites,
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';

export interface AccountsUseCases {
  getCurrentUser: GetCurrentUser;
  login: Login;
  registerAccount: RegisterAccount;
  verifyEmail: VerifyEmail;
  subscribeNewsletter: SubscribeNewsletter;
  addFavourite: AddFavourite;
  removeFavourite: RemoveFavourite;
  listFavourites: ListFavourites;
}

export const accountsRoutes =
  (_useCases: AccountsUseCases) =>
  (_api: ApiRouter): void => {};
