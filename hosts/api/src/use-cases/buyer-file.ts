import {
  DeclareFinancing,
  DecideBuyerFileReview,
  DownloadBuyerFileDocument,
  GetBuyerFile,
  ListMyBuyerFiles,
  PurgeIdentityDocuments,
  SetBiddingRight,
  SignAgrement,
  UploadFinancingCertificate,
  UploadIdentityDocument,
} from '@immo/core';
import type { BuyerFileUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const buyerFileUseCaseClasses: UseCaseClasses<BuyerFileUseCases> = {
  listMyBuyerFiles: ListMyBuyerFiles,
  getBuyerFile: GetBuyerFile,
  uploadIdentityDocument: UploadIdentityDocument,
  signAgrement: SignAgrement,
  declareFinancing: DeclareFinancing,
  uploadFinancingCertificate: UploadFinancingCertificate,
  downloadBuyerFileDocument: DownloadBuyerFileDocument,
  decideBuyerFileReview: DecideBuyerFileReview,
  setBiddingRight: SetBiddingRight,
  purgeIdentityDocuments: PurgeIdentityDocuments,
};
