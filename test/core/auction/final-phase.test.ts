import { expect } from 'chai';
import {
  FINAL_PHASE_WINDOW_MS,
  LIVE_PANEL_TEXTS,
  PHASE_PANEL_TITLE,
  isInFinalPhase,
  liveCountdownMode,
  remainingMs,
} from '../../../core/src/domain/auction/index.js';
import { translate } from '../../../core/src/messages/translate.js';

// 2026-11-21 18:30 Paris time.
const END = Date.UTC(2026, 10, 21, 17, 30);
const auction = { endAt: END };

describe('isInFinalPhase (bienIn36h, 129 600 000 ms before the end)', () => {
  it('is the spec value: 36 hours', () => {
    expect(FINAL_PHASE_WINDOW_MS).to.equal(129_600_000);
    expect(FINAL_PHASE_WINDOW_MS).to.equal(36 * 60 * 60 * 1000);
  });

  it('holds from exactly 36 h before the end', () => {
    expect(isInFinalPhase(auction, END - 129_600_000)).to.equal(true);
  });

  it('does not hold 36 h + 1 ms before the end', () => {
    expect(isInFinalPhase(auction, END - 129_600_001)).to.equal(false);
  });

  it('holds in the last millisecond and stops at the end itself', () => {
    expect(isInFinalPhase(auction, END - 1)).to.equal(true);
    expect(isInFinalPhase(auction, END)).to.equal(false);
    expect(isInFinalPhase(auction, END + 1)).to.equal(false);
  });

  it('follows the end in force after an extension', () => {
    const extended = { endAt: END + 120_000 };
    expect(isInFinalPhase(extended, END + 60_000)).to.equal(true);
    expect(isInFinalPhase(extended, END + 120_000 - 129_600_000)).to.equal(true);
  });
});

describe('remainingMs', () => {
  it('is the time to the end, never negative', () => {
    expect(remainingMs(auction, END - 121_000)).to.equal(121_000);
    expect(remainingMs(auction, END + 5_000)).to.equal(0);
  });
});

describe('liveCountdownMode', () => {
  it("counts down 'Fin de la vente dans' within the final phase", () => {
    expect(liveCountdownMode(auction, END - 129_600_000)).to.equal('countdown');
    expect(LIVE_PANEL_TEXTS.countdown.map((c) => translate(c))).to.deep.equal(['Fin de la vente dans']);
  });

  it('shows the open-ended sale before the final phase', () => {
    expect(liveCountdownMode(auction, END - 129_600_001)).to.equal('open_ended');
    expect(LIVE_PANEL_TEXTS.open_ended.map((c) => translate(c))).to.deep.equal([
      'Vente en cours',
      "Fin de vente dès l'acceptation de l'offre par le vendeur",
    ]);
  });

  it('titles the upcoming and ended panels with the spec texts', () => {
    expect(translate(PHASE_PANEL_TITLE.upcoming)).to.equal(
      "La salle des ventes n'est pas encore ouverte pour ce bien",
    );
    expect(translate(PHASE_PANEL_TITLE.ended)).to.equal('Vente terminée');
  });
});
