import {
  formatDateFr,
  formatEuros,
  translate,
  type Locale,
  type MessageCode,
  type SalePoster,
  type SalePosterRenderer,
} from '@immo/core';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { ACCENT, INK, MUTED, PAGE_HEIGHT, PAGE_WIDTH, winAnsi } from './pdf-writer.js';

const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB' };
const MARGIN = 42;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const QR_SIZE = 150;

/** Lines of `text` no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The affichette: one A4 page to print and put in a window — the main photo, the title, the town,
 * the price with fees, the dates, the DPE letters, the negotiator, and a QR code to the property
 * page (error correction M, drawn from a 600 px PNG so it stays sharp in print).
 */
export class PdfLibSalePosterRenderer implements SalePosterRenderer {
  async render(poster: SalePoster): Promise<Uint8Array> {
    const t = (code: MessageCode, params: Record<string, string | number> = {}) =>
      winAnsi(translate(code, poster.locale, params));
    const pdf = await PDFDocument.create();
    pdf.setTitle(winAnsi(`${poster.title} — ${poster.city}`));
    pdf.setSubject(t('affichette_title'));
    pdf.setAuthor(t('site_name'));
    pdf.setLanguage(LANGUAGE_TAGS[poster.locale]);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    let y = PAGE_HEIGHT;

    // The band: what this poster is, and whose.
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 58, width: PAGE_WIDTH, height: 58, color: ACCENT });
    page.drawText(t('affichette_title'), {
      x: MARGIN,
      y: PAGE_HEIGHT - 37,
      size: 20,
      font: bold,
      color: rgb(1, 1, 1),
    });
    const brand = t('site_name');
    page.drawText(brand, {
      x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(brand, 12),
      y: PAGE_HEIGHT - 35,
      size: 12,
      font: regular,
      color: rgb(1, 1, 1),
    });
    y -= 58 + 18;

    if (poster.photo) {
      const image = await pdf.embedJpg(poster.photo);
      const scale = Math.min(CONTENT_WIDTH / image.width, 300 / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, { x: MARGIN + (CONTENT_WIDTH - width) / 2, y: y - height, width, height });
      y -= height + 22;
    }

    const write = (page: PDFPage, lines: string[], font: PDFFont, size: number, color = INK) => {
      for (const line of lines) {
        page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
        y -= size * 1.3;
      }
    };
    write(page, wrap(poster.title, bold, 24, CONTENT_WIDTH), bold, 24);
    y -= 2;
    write(page, [winAnsi(`${poster.city} (${poster.postcode})`)], regular, 16, MUTED);
    y -= 10;
    write(
      page,
      wrap(t('affichette_price', { price: formatEuros(poster.price) }), bold, 20, CONTENT_WIDTH),
      bold,
      20,
      ACCENT,
    );
    y -= 4;
    write(
      page,
      [t('affichette_dates', { start: formatDateFr(poster.startAt), end: formatDateFr(poster.endAt) })],
      regular,
      13,
    );
    write(
      page,
      wrap(
        poster.energyClass || poster.gesClass
          ? t('affichette_dpe', { energy: poster.energyClass ?? '-', ges: poster.gesClass ?? '-' })
          : t('affichette_dpe_none'),
        regular,
        12,
        CONTENT_WIDTH,
      ),
      regular,
      12,
    );

    // The foot: the negotiator on the left, the QR code to the page on the right.
    const qr = await pdf.embedPng(
      await QRCode.toBuffer(poster.pageUrl, {
        type: 'png',
        width: 600,
        margin: 2,
        errorCorrectionLevel: 'M',
      }),
    );
    const qrX = PAGE_WIDTH - MARGIN - QR_SIZE;
    const qrY = MARGIN + 24;
    page.drawImage(qr, { x: qrX, y: qrY, width: QR_SIZE, height: QR_SIZE });
    const url = winAnsi(poster.pageUrl);
    page.drawText(url, {
      x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(url, 8),
      y: qrY - 14,
      size: 8,
      font: regular,
      color: MUTED,
    });
    const leftWidth = CONTENT_WIDTH - QR_SIZE - 24;
    y = qrY + QR_SIZE;
    write(page, wrap(t('affichette_scan'), bold, 14, leftWidth), bold, 14, ACCENT);
    y -= 8;
    if (poster.negotiator) {
      const { name, email, phone } = poster.negotiator;
      write(page, wrap(t('affichette_negotiator', { name, email }), regular, 11, leftWidth), regular, 11);
      if (phone) write(page, [winAnsi(phone)], regular, 11);
    }
    write(page, [winAnsi(poster.reference)], regular, 9, MUTED);
    return pdf.save({ useObjectStreams: false });
  }
}
