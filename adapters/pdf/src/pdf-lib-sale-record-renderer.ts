import {
  formatEuros,
  formatParisDateTimeLong,
  formatParisTimestampMicros,
  saleOutcomeCode,
  translate,
  type Locale,
  type MessageCode,
  type SaleRecord,
  type SaleRecordRenderer,
} from '@immo/core';
import { MARGIN, MUTED, PdfWriter } from './pdf-writer.js';

const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * The record of an ended sale for the notary (procès-verbal), in the reader's language: the sale,
 * its schedule and extensions, every bid in chain order with its Paris time to the microsecond, its
 * bidder, automatic or manual and its chain link, the outcome, the seller's decisions, and the
 * chain's verdict with its final hash (the value to keep: a history rewritten later no longer ends
 * on it).
 */
export class PdfLibSaleRecordRenderer implements SaleRecordRenderer {
  async render(record: SaleRecord): Promise<Uint8Array> {
    const { locale, property, auction } = record;
    const t = (code: MessageCode, params: Record<string, string | number> = {}) =>
      translate(code, locale, params);
    const when = (instant: number) => formatParisDateTimeLong(instant, locale);
    const w = await PdfWriter.create({
      title: `${t('sale_record_title')} — ${property.reference}`,
      footer: `${t('sale_record_title')} — ${property.reference}`,
      author: t('email_brand'),
      language: LANGUAGE_TAGS[locale],
      date: new Date(record.issuedAt),
    });
    w.title(t('sale_record_title'), t('sale_record_generated', { at: when(record.issuedAt) }));

    w.heading(t('sale_record_property'));
    w.field(t('sale_record_reference'), property.reference);
    w.paragraph(property.title);
    w.field(t('sale_record_address'), `${property.address}, ${property.postcode} ${property.city}`);
    w.field(t('sale_record_schedule'), `${when(auction.startAt)} → ${when(auction.originalEndAt)}`);
    w.field(t('sale_record_first_price'), formatEuros(record.firstPrice));
    w.field(t('sale_record_step'), formatEuros(auction.step));
    w.field(t('sale_record_scheduled_end'), formatParisTimestampMicros(auction.originalEndAt));
    w.field(t('sale_record_actual_end'), formatParisTimestampMicros(auction.closedAt ?? auction.endAt));

    w.heading(t('sale_record_extensions'));
    if (record.extensions.length === 0) w.paragraph(t('sale_record_no_extension'));
    for (const extension of record.extensions) {
      w.paragraph(
        t('sale_record_extension_line', {
          bidId: extension.bidId,
          at: formatParisTimestampMicros(extension.at),
          endAt: formatParisTimestampMicros(extension.endAt),
        }),
      );
    }

    w.heading(t('sale_record_bids', { count: record.bids.length }));
    if (record.bids.length === 0) w.paragraph(t('sale_record_no_bid'));
    for (const { bid, bidder } of record.bids) {
      const who = bidder
        ? `${bidder.firstName} ${bidder.lastName} <${bidder.email}> (${bidder.id})`
        : `(${bid.userId})`;
      const kind = t(bid.automatic ? 'sale_record_bid_automatic' : 'sale_record_bid_manual');
      w.line(`#${bid.id}  ${formatParisTimestampMicros(bid.placedAt)}  ${formatEuros(bid.amount)}  ${kind}`, {
        size: 9,
      });
      w.line(`${who}  — ${bid.status}`, { size: 8, color: MUTED, x: MARGIN + 12 });
      w.line(`sha256 ${bid.chainHash ?? '—'}`, { size: 7, color: MUTED, x: MARGIN + 12 });
    }

    w.heading(t('sale_record_outcome'));
    const outcome = record.outcome;
    w.paragraph(
      t(saleOutcomeCode(outcome.kind), 'price' in outcome ? { price: formatEuros(outcome.price) } : {}),
    );

    w.heading(t('sale_record_decision'));
    if (record.decisions.length === 0) w.paragraph(t('sale_record_decision_none'));
    for (const decision of record.decisions) {
      w.paragraph(
        t(decision.status === 'accepted' ? 'sale_record_decision_accepted' : 'sale_record_decision_refused', {
          bidId: decision.bid.id,
          amount: formatEuros(decision.bid.amount),
          at: formatParisTimestampMicros(decision.at),
          by: decision.by,
        }),
      );
    }

    w.heading(t('sale_record_chain'));
    const chain = record.chain;
    w.paragraph(
      chain.valid
        ? t('bid_chain_valid', { count: chain.bidCount })
        : t('bid_chain_broken', { bidId: chain.firstAlteredBidId }),
    );
    if (chain.valid) w.field(t('sale_record_chain_head'), '');
    if (chain.valid) w.line(chain.headHash, { size: 9 });
    return w.bytes();
  }
}
