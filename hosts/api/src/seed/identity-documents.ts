// Demo identity documents for the negotiator's pending reviews: a scanned-looking card as a JPEG
// (drawn as SVG, rendered by sharp) or a one-page PDF, both marked SPÉCIMEN — nobody's real papers.
import type { User } from '@immo/core';
import { PdfWriter } from '@immo/pdf';
import sharp from 'sharp';

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A French identity card, front side, as a JPEG photo of it would look. */
export async function identityCardJpeg(
  user: Pick<User, 'firstName' | 'lastName' | 'city'>,
): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
  <rect width="856" height="540" rx="28" fill="#dfe9f2"/>
  <rect x="0" y="0" width="856" height="86" rx="28" fill="#2b4f7a"/>
  <text x="40" y="56" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#ffffff">RÉPUBLIQUE FRANÇAISE</text>
  <text x="40" y="130" font-family="DejaVu Sans" font-size="22" fill="#2b4f7a">CARTE NATIONALE D'IDENTITÉ</text>
  <rect x="40" y="160" width="220" height="280" rx="10" fill="#b9c7d6"/>
  <circle cx="150" cy="260" r="62" fill="#8ea2b8"/>
  <rect x="80" y="330" width="140" height="110" rx="60" fill="#8ea2b8"/>
  <text x="300" y="200" font-family="DejaVu Sans" font-size="18" fill="#52606d">Nom</text>
  <text x="300" y="232" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#1f2933">${escapeXml(user.lastName.toUpperCase())}</text>
  <text x="300" y="280" font-family="DejaVu Sans" font-size="18" fill="#52606d">Prénom</text>
  <text x="300" y="312" font-family="DejaVu Sans" font-size="30" fill="#1f2933">${escapeXml(user.firstName)}</text>
  <text x="300" y="360" font-family="DejaVu Sans" font-size="18" fill="#52606d">Lieu de résidence</text>
  <text x="300" y="392" font-family="DejaVu Sans" font-size="26" fill="#1f2933">${escapeXml(user.city)}</text>
  <text x="428" y="330" font-family="DejaVu Sans" font-size="96" font-weight="bold" fill="#c0392b" fill-opacity="0.35" transform="rotate(-18 428 330)" text-anchor="middle">SPÉCIMEN</text>
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

/** A passport's identity page as a one-page PDF. */
export async function passportPdf(user: Pick<User, 'firstName' | 'lastName' | 'city'>): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: `Passeport — ${user.firstName} ${user.lastName}`,
    footer: 'Spécimen — données de démonstration',
    author: 'Immo Enchères — données de démonstration',
    date: new Date(Date.UTC(2026, 0, 5, 9, 0, 0)),
  });
  w.title('Passeport', 'République française — SPÉCIMEN');
  w.field('Nom', user.lastName.toUpperCase());
  w.field('Prénoms', user.firstName);
  w.field('Nationalité', 'Française');
  w.field('Lieu de résidence', user.city);
  w.field('Autorité', 'Préfecture — document de démonstration');
  return w.bytes();
}
