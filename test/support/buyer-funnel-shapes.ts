// The wire shapes of docs/buyer-funnel.md, as the HTTP tests check them.

/** BuyerRowJson's fields, as the sale's manager reads them. */
export const BUYER_ROW_JSON_KEYS = [
  'id',
  'userId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'interest',
  'registeredAt',
  'visit',
  'identity',
  'agrement',
  'financing',
  'readyToBid',
  'bidderBlocks',
  'commentaireSurAcquereur',
] as const;
