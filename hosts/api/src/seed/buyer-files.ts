// The buyers' side of the demo, through the use cases the screens call: registering, booking a
// visit slot, the negotiator validating the visit, giving an identity document, signing the
// agrément request (its real PDF copy made) and the negotiator's reviews — each at its own past time.
import {
  BookVisit,
  CreateVisitSlot,
  HOUR_MS,
  DecideBuyerFileReview,
  RegisterInterest,
  SignAgrement,
  UploadIdentityDocument,
  ValidateVisit,
  bytesSource,
  formatParisTimestampMicros,
  viewerOf,
  type BuyerFile,
  type Instant,
  type ReviewedPart,
  type User,
  type Visit,
  type VisitKind,
} from '@immo/core';
import type { Ports } from '../ports.js';
import { at, expectOk } from './steps.js';

/** 'Y-m-d H:i:s' in Paris time: how the slot form types a start. */
const slotStart = (instant: Instant): string => formatParisTimestampMicros(instant).slice(0, 19);

/** A documentation address (RFC 5737) per buyer: where the demo signatures came from. */
const demoAddress = (user: User): string => `203.0.113.${(user.id % 250) + 1}`;

export class DemoBuyerFiles {
  constructor(private readonly ports: Ports) {}

  /** A slot opened by the sale's negotiator at `createdAt`; `start` as typed in the form. */
  async slot(
    owner: User,
    bienId: number,
    request: { createdAt: Instant; start: Instant | string; kind?: VisitKind; capacity?: number },
  ): Promise<Visit> {
    const kind = request.kind ?? 'grouped';
    return expectOk(
      await new CreateVisitSlot({ ...this.ports, clock: at(request.createdAt) }).execute({
        viewer: viewerOf(owner),
        bienId,
        kind,
        start: typeof request.start === 'string' ? request.start : slotStart(request.start),
        durationMinutes: kind === 'grouped' ? 60 : 30,
        capacity: request.capacity,
      }),
      `le créneau de visite du bien ${bienId}`,
    );
  }

  async register(buyer: User, bienId: number, when: Instant): Promise<BuyerFile> {
    return expectOk(
      await new RegisterInterest({ ...this.ports, clock: at(when) }).execute({
        viewer: viewerOf(buyer),
        propertyId: bienId,
      }),
      `l'inscription de ${buyer.email} sur le bien ${bienId}`,
    ).file;
  }

  async book(buyer: User, visitId: number, when: Instant): Promise<void> {
    expectOk(
      await new BookVisit({ ...this.ports, clock: at(when) }).execute({ viewer: viewerOf(buyer), visitId }),
      `la réservation de visite de ${buyer.email}`,
    );
  }

  async validateVisit(owner: User, file: BuyerFile, when: Instant): Promise<void> {
    expectOk(
      await new ValidateVisit({ ...this.ports, clock: at(when) }).execute({
        viewer: viewerOf(owner),
        buyerFileId: file.id,
      }),
      `la validation de visite du dossier ${file.id}`,
    );
  }

  async giveIdentity(
    buyer: User,
    bienId: number,
    document: { bytes: Uint8Array; fileName: string },
    when: Instant,
  ): Promise<void> {
    expectOk(
      await new UploadIdentityDocument({ ...this.ports, clock: at(when) }).execute({
        viewer: viewerOf(buyer),
        bienId,
        file: bytesSource(document.bytes),
        fileName: document.fileName,
      }),
      `la pièce d'identité de ${buyer.email}`,
    );
  }

  async signAgrement(buyer: User, bienId: number, when: Instant): Promise<void> {
    expectOk(
      await new SignAgrement({ ...this.ports, clock: at(when) }).execute({
        viewer: viewerOf(buyer),
        bienId,
        fullName: `${buyer.firstName} ${buyer.lastName}`,
        accepted: true,
        clientAddress: demoAddress(buyer),
      }),
      `la demande d'agrément de ${buyer.email} sur le bien ${bienId}`,
    );
  }

  async decide(
    owner: User,
    file: BuyerFile,
    part: ReviewedPart,
    when: Instant,
    refusalReason: string | null = null,
  ): Promise<void> {
    expectOk(
      await new DecideBuyerFileReview({ ...this.ports, clock: at(when) }).execute({
        viewer: viewerOf(owner),
        buyerFileId: file.id,
        part,
        decision: refusalReason === null ? 'approve' : 'refuse',
        reason: refusalReason,
      }),
      `la décision (${part}) sur le dossier ${file.id}`,
    );
  }

  /**
   * A buyer ready to bid on a sale: registered, booked on the sale's past slot, visit validated by
   * the negotiator, agrément signed and approved. The identity is the account's (approved before).
   */
  async qualify(
    buyer: User,
    sale: { owner: User; bienId: number; slot: Visit },
    times: { registeredAt: Instant; validatedAt: Instant },
  ): Promise<void> {
    const file = await this.register(buyer, sale.bienId, times.registeredAt);
    await this.book(buyer, sale.slot.id, times.registeredAt + HOUR_MS);
    await this.validateVisit(sale.owner, file, times.validatedAt);
    await this.signAgrement(buyer, sale.bienId, times.validatedAt + HOUR_MS);
    await this.decide(sale.owner, file, 'agrement', times.validatedAt + 2 * HOUR_MS);
  }
}
