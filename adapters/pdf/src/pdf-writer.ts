// A small page writer over pdf-lib with the standard fonts (nothing to embed, nothing to ship):
// a cursor going down A4 pages, wrapped paragraphs, a footer on every page. The agrément copy and
// the demo documents are written with it.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 56;
export const INK = rgb(0.13, 0.15, 0.2);
export const MUTED = rgb(0.4, 0.42, 0.46);
export const ACCENT = rgb(0.16, 0.34, 0.55);

/** Characters outside Latin-1 that the standard fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard PDF fonts can encode: narrow spaces become spaces, the unknown is dropped. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/[₂]/g, '2')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char))
      out += char;
  }
  return out;
}

export interface PdfWriterOptions {
  title: string;
  /** Written at the foot of every page, before the page number. */
  footer: string;
  author: string;
  /** BCP 47, e.g. fr-FR. */
  language?: string;
  /** The creation and modification date of the document. */
  date: Date;
}

/** A page writer: a cursor going down, wrapping paragraphs, adding pages when full. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(options: PdfWriterOptions): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(winAnsi(options.title));
    pdf.setAuthor(winAnsi(options.author));
    pdf.setLanguage(options.language ?? 'fr-FR');
    pdf.setCreationDate(options.date);
    pdf.setModificationDate(options.date);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(pdf, regular, bold, options.footer);
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  get cursor(): number {
    return this.y;
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    const index = this.pdf.getPageCount();
    this.page.drawText(winAnsi(`${this.footer} — page ${index}`), {
      x: MARGIN,
      y: 28,
      size: 8,
      font: this.regular,
      color: MUTED,
    });
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  moveTo(y: number): void {
    this.y = y;
  }

  skip(height: number): void {
    this.y -= height;
  }

  title(text: string, subtitle?: string): void {
    this.page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: ACCENT });
    this.line(text, { size: 18, font: this.bold, color: ACCENT });
    if (subtitle) this.line(subtitle, { size: 10, color: MUTED });
    this.skip(10);
  }

  heading(text: string): void {
    this.ensure(40);
    this.skip(8);
    this.line(text, { size: 12, font: this.bold, color: ACCENT });
    this.skip(2);
  }

  line(text: string, options: { size?: number; font?: PDFFont; color?: RGB; x?: number } = {}): void {
    const size = options.size ?? 10;
    this.ensure(size * 1.5);
    this.page.drawText(winAnsi(text), {
      x: options.x ?? MARGIN,
      y: this.y - size,
      size,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    });
    this.y -= size * 1.45;
  }

  /** Text wrapped to the page's width, from `indent` points right of the margin. */
  paragraph(text: string, size = 10, indent = 0): void {
    const width = PAGE_WIDTH - 2 * MARGIN - indent;
    const words = winAnsi(text).split(/\s+/).filter(Boolean);
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.regular.widthOfTextAtSize(candidate, size) > width && current) {
        this.line(current, { size, x: MARGIN + indent });
        current = word;
      } else current = candidate;
    }
    if (current) this.line(current, { size, x: MARGIN + indent });
    this.skip(4);
  }

  /** Label on the left, value on the right. */
  field(label: string, value: string): void {
    this.ensure(16);
    this.page.drawText(winAnsi(label), { x: MARGIN, y: this.y - 10, size: 10, font: this.bold, color: INK });
    this.page.drawText(winAnsi(value), { x: MARGIN + 190, y: this.y - 10, size: 10, font: this.regular });
    this.y -= 15;
  }

  async bytes(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false });
  }
}
