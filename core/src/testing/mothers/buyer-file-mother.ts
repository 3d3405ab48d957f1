import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';

/** User 1 registered on property 1 five days before DEFAULT_TEST_NOW; no visit, no agrément yet. */
export const aBuyerFile = (overrides: Partial<New<BuyerFile>> = {}): New<BuyerFile> => ({
  propertyId: 1,
  userId: 1,
  interest: 'interested',
  registeredAt: DEFAULT_TEST_NOW - 5 * DAY_MS,
  visitDoneAt: null,
  identity: { document: null, documentDeletedAt: null, review: null },
  agrement: { signature: null, review: null },
  financing: null,
  negotiatorComment: '',
  ...overrides,
});

/**
 * A file with every step done: visit validated, identity document and agrément approved by user 2
 * (the negotiator), a loan declared. With an account whose identity is approved (aBuyer), its
 * buyer may bid.
 */
export const aQualifiedBuyerFile = (overrides: Partial<New<BuyerFile>> = {}): New<BuyerFile> => {
  const submittedAt = DEFAULT_TEST_NOW - 4 * DAY_MS;
  const approved = {
    status: 'approved' as const,
    submittedAt,
    decidedAt: submittedAt + DAY_MS,
    decidedBy: 2,
    refusalReason: null,
  };
  return aBuyerFile({
    visitDoneAt: DEFAULT_TEST_NOW - 3 * DAY_MS,
    identity: {
      document: {
        storageKey: 'private/identity/1/carte-identite.pdf',
        fileName: 'carte-identite.pdf',
        contentType: 'application/pdf',
        size: 48_213,
        uploadedAt: submittedAt,
      },
      documentDeletedAt: null,
      review: approved,
    },
    agrement: {
      signature: {
        signedAt: submittedAt,
        signedName: 'Camille Martin',
        signedFrom: '203.0.113.7',
        copyKey: 'private/agrement/1/demande-agrement.pdf',
      },
      review: approved,
    },
    financing: { kind: 'loan', loanAmount: 350_000, declaredAt: submittedAt },
    ...overrides,
  });
};
