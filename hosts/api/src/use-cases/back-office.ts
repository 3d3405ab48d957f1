import {
  ContactNegotiator,
  ListAdminUsers,
  ListAuditLog,
  RemoveNotary,
  SaveNotary,
  UpdateUserAccount,
} from '@immo/core';
import type { BackOfficeUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const backOfficeUseCaseClasses: UseCaseClasses<BackOfficeUseCases> = {
  contactNegotiator: ContactNegotiator,
  listAdminUsers: ListAdminUsers,
  updateUserAccount: UpdateUserAccount,
  listAuditLog: ListAuditLog,
  saveNotary: SaveNotary,
  removeNotary: RemoveNotary,
};
