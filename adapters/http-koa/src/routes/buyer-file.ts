import type {
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
import type { ApiRouter } from '../api-router.js';
import { buyerRoutes } from './buyer-file/buyer-routes.js';
import { negotiatorRoutes } from './buyer-file/negotiator-routes.js';

export interface BuyerFileUseCases {
  listMyBuyerFiles: ListMyBuyerFiles;
  getBuyerFile: GetBuyerFile;
  uploadIdentityDocument: UploadIdentityDocument;
  signAgrement: SignAgrement;
  declareFinancing: DeclareFinancing;
  uploadFinancingCertificate: UploadFinancingCertificate;
  downloadBuyerFileDocument: DownloadBuyerFileDocument;
  decideBuyerFileReview: DecideBuyerFileReview;
  setBiddingRight: SetBiddingRight;
  /** Not routed: the API host runs it every hour (identity document retention). */
  purgeIdentityDocuments: PurgeIdentityDocuments;
}

/** The buyer file: the buyer's own routes, its private documents, the reviews and the right to bid. */
export const buyerFileRoutes =
  (useCases: BuyerFileUseCases) =>
  (api: ApiRouter): void => {
    buyerRoutes(useCases, api);
    negotiatorRoutes(useCases, api);
  };
