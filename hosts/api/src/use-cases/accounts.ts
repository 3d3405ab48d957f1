import {
  GetCurrentUser,
  Login,
  RegisterAccount,
  VerifyEmail,
  AddFavourite,
  RemoveFavourite,
  ListFavourites,
  ListUsers,
  ResendVerificationEmail,
  RequestPasswordReset,
  ResetPassword,
  UpdateProfile,
  ChangePassword,
  ListMyOffers,
} from '@immo/core';
import type { AccountsUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const accountsUseCaseClasses: UseCaseClasses<AccountsUseCases> = {
  getCurrentUser: GetCurrentUser,
  login: Login,
  registerAccount: RegisterAccount,
  verifyEmail: VerifyEmail,
  addFavourite: AddFavourite,
  removeFavourite: RemoveFavourite,
  listFavourites: ListFavourites,
  listUsers: ListUsers,
  resendVerificationEmail: ResendVerificationEmail,
  requestPasswordReset: RequestPasswordReset,
  resetPassword: ResetPassword,
  updateProfile: UpdateProfile,
  changePassword: ChangePassword,
  listMyOffers: ListMyOffers,
};
