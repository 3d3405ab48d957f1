import { expect } from 'chai';
import {
  canDownloadDocument,
  documentAccess,
  documentLoginUrl,
  showDocumentsButton,
  visibleDocuments,
} from '../../../core/src/domain/document/document-access.js';
import { ANONYMOUS, type Role, type Viewer } from '../../../core/src/domain/user/user.js';

const viewer = (id: number, ...roles: Role[]): Viewer => ({
  id,
  roles,
  assistance: false,
  verified: true,
  canAuction: true,
});
const buyer = viewer(5, 'ROLE_USER');
const negotiator = viewer(2, 'ROLE_NEGOCIATEUR');
const admin = viewer(1, 'ROLE_ADMIN');
const seller = viewer(8, 'ROLE_VENDEUR');
const free = { id: 1, free: true };
const restricted = { id: 2, free: false };

describe('documentAccess / canDownloadDocument (§6)', () => {
  it('lets anyone download a free document', () => {
    for (const v of [ANONYMOUS, buyer, seller, negotiator]) {
      expect(canDownloadDocument(free, v, false)).to.equal(true);
    }
  });

  it('lets a ROLE_USER registered as buyer download a restricted document', () => {
    expect(documentAccess(restricted, buyer, true)).to.equal('allowed');
    expect(canDownloadDocument(restricted, buyer, true)).to.equal(true);
  });

  it('asks a ROLE_USER not registered to register', () => {
    expect(documentAccess(restricted, buyer, false)).to.equal('registration_required');
    expect(canDownloadDocument(restricted, buyer, false)).to.equal(false);
  });

  it('sends an anonymous visitor to log in', () => {
    expect(documentAccess(restricted, ANONYMOUS, false)).to.equal('login_required');
  });

  it('lets negotiators and administrators always download', () => {
    expect(documentAccess(restricted, negotiator, false)).to.equal('allowed');
    expect(documentAccess(restricted, admin, false)).to.equal('allowed');
  });

  it('refuses a logged-in account without ROLE_USER', () => {
    expect(documentAccess(restricted, seller, false)).to.equal('forbidden');
  });
});

describe('visibleDocuments (§6)', () => {
  const docs = [free, restricted];

  it('lists restricted documents for registered buyers, even within 36 h', () => {
    expect(visibleDocuments(docs, { isRegisteredBuyer: true, inFinalPhase: true })).to.deep.equal(docs);
  });

  it('lists restricted documents for non-buyers only when not within 36 h', () => {
    expect(visibleDocuments(docs, { isRegisteredBuyer: false, inFinalPhase: false })).to.deep.equal(docs);
    expect(visibleDocuments(docs, { isRegisteredBuyer: false, inFinalPhase: true })).to.deep.equal([free]);
  });

  it('hides nothing from staff', () => {
    expect(
      visibleDocuments(docs, { isRegisteredBuyer: false, inFinalPhase: true, isStaff: true }),
    ).to.deep.equal(docs);
  });
});

describe('showDocumentsButton (§6)', () => {
  it("shows for one of the property's buyers when there are documents", () => {
    expect(showDocumentsButton([restricted], { isRegisteredBuyer: true, inFinalPhase: true })).to.equal(true);
    expect(showDocumentsButton([], { isRegisteredBuyer: true, inFinalPhase: true })).to.equal(false);
  });

  it('shows when not within 36 h and no document requires access', () => {
    expect(showDocumentsButton([], { isRegisteredBuyer: false, inFinalPhase: false })).to.equal(true);
    expect(showDocumentsButton([restricted], { isRegisteredBuyer: false, inFinalPhase: false })).to.equal(
      false,
    );
  });

  it('shows when some document is free', () => {
    expect(
      showDocumentsButton([restricted, free], { isRegisteredBuyer: false, inFinalPhase: true }),
    ).to.equal(true);
  });

  it('hides otherwise', () => {
    expect(showDocumentsButton([restricted], { isRegisteredBuyer: false, inFinalPhase: true })).to.equal(
      false,
    );
    expect(showDocumentsButton([], { isRegisteredBuyer: false, inFinalPhase: true })).to.equal(false);
  });
});

describe('documentLoginUrl (§2.4)', () => {
  it('points to the account page with documentBien', () => {
    expect(documentLoginUrl(42)).to.equal('/compte-36h-immo.html?documentBien=42');
  });
});
