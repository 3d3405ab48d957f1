// Demo photos: a stylised drawing per property type (a house with its roof, a building with its
// windows, fields, vines, a garage…) under a sky gradient, with the town's name in DejaVu Sans,
// drawn as SVG and rendered to a real JPEG by sharp.
import type { PropertyTypeCode } from '@immo/core';
import sharp from 'sharp';
import type { Landscape } from './communes.js';
import { SeededRandom } from './random.js';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
/**
 * How far the burned-in town and legend stay from the picture's sides: within the 4:3 frame the
 * property page's gallery crops a 3:2 photo to on a phone (66 px off each side), plus a margin.
 */
export const CAPTION_INSET = (PHOTO_WIDTH - (PHOTO_HEIGHT * 4) / 3) / 2 + 36;
const HORIZON = 520;
const FONT = 'DejaVu Sans';

export interface PhotoRequest {
  type: PropertyTypeCode;
  subNature: string;
  town: string;
  landscape: Landscape;
  /** Position in the gallery: the first is the main view. */
  index: number;
  /** Varies colours between properties of the same type. */
  seed: number;
}

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  sunY: number;
}

/** Noon, morning, sunset, soft light: one per photo position, so a gallery never repeats its sky. */
const SKIES: readonly Sky[] = [
  { top: '#2f6fb8', bottom: '#bfe0ff', sun: '#fff6c8', sunY: 130 },
  { top: '#6aa6da', bottom: '#fde3c6', sun: '#fff1b0', sunY: 300 },
  { top: '#2b3a78', bottom: '#f5a25a', sun: '#ffd27a', sunY: 430 },
  { top: '#8aa7c2', bottom: '#e6eef5', sun: '#ffffff', sunY: 170 },
];

const WALLS = ['#f3e6cc', '#efe2d0', '#e9d3b4', '#f6f1e7', '#e4c9a8', '#d9c7b0'];
const ROOFS = ['#a8432f', '#8c3a2b', '#5b5f66', '#b5563a', '#6b4a3a'];
const SHUTTERS = ['#5f8fa8', '#7a9a5c', '#a84b3a', '#4c6a8a', '#b7a27a', '#3f6b5a'];

const TYPE_LABELS: Record<PropertyTypeCode, string> = {
  MAIS: 'Maison',
  APPT: 'Appartement',
  BAGR: 'Bien agricole',
  IMMR: 'Immeuble',
  PROP: 'Propriété',
  PROV: 'Propriété viticole',
  DIVE: 'Divers',
  FMCO: 'Commerce',
  GAPA: 'Garage - Parking',
  TEBA: 'Terrain à bâtir',
  TEBE: 'Terrain de loisirs',
};

/** Types whose gallery includes an interior view. */
const HAS_INTERIOR: ReadonlySet<PropertyTypeCode> = new Set(['MAIS', 'APPT', 'PROP', 'IMMR']);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The legend of each gallery position, by kind of property. */
export function photoLegend(type: PropertyTypeCode, subNature: string, index: number): string {
  const interior = HAS_INTERIOR.has(type);
  const built: readonly string[] = [
    type === 'APPT' ? 'Vue de l’immeuble' : 'Façade principale',
    'Vue d’ensemble au matin',
    interior ? 'Pièce de vie' : 'Au coucher du soleil',
    'Environnement',
    'Vue depuis le jardin',
    'Détail',
  ];
  const land: readonly string[] = [
    subNature === 'Aucun' ? 'Vue générale' : subNature,
    'Vue au matin',
    'Au coucher du soleil',
    'Environnement',
    'Accès',
    'Détail',
  ];
  const legends = type === 'TEBA' || type === 'TEBE' || type === 'BAGR' || type === 'PROV' ? land : built;
  return legends[index % legends.length]!;
}

// ——— Backgrounds ———

function sky(s: Sky): string {
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient>
  <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7aa352"/><stop offset="1" stop-color="#4f7a35"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f78b0"/><stop offset="1" stop-color="#5fb0d8"/></linearGradient>
</defs>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>
<circle cx="930" cy="${s.sunY}" r="120" fill="${s.sun}" opacity="0.18"/><circle cx="930" cy="${s.sunY}" r="80" fill="${s.sun}" opacity="0.28"/>
<circle cx="930" cy="${s.sunY}" r="46" fill="${s.sun}"/>`;
}

function clouds(random: SeededRandom): string {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const x = random.int(60, 1100);
    const y = random.int(60, 260);
    out += `<g fill="#ffffff" opacity="0.75"><ellipse cx="${x}" cy="${y}" rx="70" ry="24"/><ellipse cx="${x + 45}" cy="${y - 14}" rx="50" ry="26"/><ellipse cx="${x - 40}" cy="${y - 6}" rx="40" ry="20"/></g>`;
  }
  return out;
}

function landscape(kind: Landscape, random: SeededRandom): string {
  const ground = `<rect y="${HORIZON}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - HORIZON}" fill="url(#ground)"/>`;
  switch (kind) {
    case 'montagne':
      return `<polygon points="0,${HORIZON} 180,250 330,390 520,190 720,400 900,230 1200,${HORIZON}" fill="#7d8a9c"/>
<polygon points="520,190 470,255 505,245 540,265 575,240" fill="#ffffff"/><polygon points="180,250 150,290 185,282 215,298" fill="#ffffff"/><polygon points="900,230 860,280 900,270 935,285" fill="#ffffff"/>${ground}`;
    case 'mer':
      return `<rect y="${HORIZON - 60}" width="${PHOTO_WIDTH}" height="70" fill="url(#sea)"/>
<path d="M0 ${HORIZON + 10} Q 300 ${HORIZON - 5} 600 ${HORIZON + 10} T 1200 ${HORIZON + 10} V ${PHOTO_HEIGHT} H 0 Z" fill="#e8d6a8"/>
<rect y="${HORIZON + 40}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - HORIZON - 40}" fill="url(#ground)" opacity="0.9"/>`;
    case 'vignes': {
      let rows = '';
      for (let i = -10; i <= 10; i += 1) {
        rows += `<line x1="${600 + i * 18}" y1="${HORIZON}" x2="${600 + i * 150}" y2="${PHOTO_HEIGHT}" stroke="#3f6a2a" stroke-width="${9 + Math.abs(i)}" stroke-dasharray="6 5"/>`;
      }
      return `<ellipse cx="300" cy="${HORIZON + 20}" rx="420" ry="90" fill="#8fae63"/><ellipse cx="950" cy="${HORIZON + 30}" rx="380" ry="80" fill="#9bb86e"/>${ground}${rows}`;
    }
    case 'provence': {
      let lavender = '';
      for (let i = -8; i <= 8; i += 1) {
        lavender += `<line x1="${600 + i * 22}" y1="${HORIZON + 10}" x2="${600 + i * 170}" y2="${PHOTO_HEIGHT}" stroke="#8d6bb8" stroke-width="${12 + Math.abs(i) * 2}"/>`;
      }
      return `<ellipse cx="250" cy="${HORIZON + 10}" rx="400" ry="70" fill="#b9a36b"/><rect y="${HORIZON}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - HORIZON}" fill="#c9b27a"/>${lavender}`;
    }
    case 'campagne': {
      const trees = [120, 260, 1040, 1130]
        .map(
          (x) =>
            `<rect x="${x - 5}" y="${HORIZON - 30}" width="10" height="34" fill="#5b4230"/><circle cx="${x}" cy="${HORIZON - 48}" r="${random.int(24, 34)}" fill="#3f6e34"/>`,
        )
        .join('');
      return `<ellipse cx="300" cy="${HORIZON + 30}" rx="520" ry="110" fill="#8db35f"/><ellipse cx="960" cy="${HORIZON + 40}" rx="460" ry="100" fill="#a1c06f"/>${ground}${trees}`;
    }
    case 'ville':
    default: {
      let skyline = '';
      let x = 0;
      while (x < PHOTO_WIDTH) {
        const w = random.int(60, 130);
        const h = random.int(80, 220);
        skyline += `<rect x="${x}" y="${HORIZON - h}" width="${w}" height="${h}" fill="#9aa5b3" opacity="0.7"/>`;
        x += w + random.int(4, 20);
      }
      return `${skyline}<rect y="${HORIZON}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - HORIZON}" fill="#a7a39a"/><rect y="${HORIZON + 150}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - HORIZON - 150}" fill="#6d6a66"/>`;
    }
  }
}

// ——— Subjects, drawn around x = 600 with their base on y = 560 ———

const BASE = 560;

interface Colours {
  wall: string;
  roof: string;
  shutter: string;
}

function window_(x: number, y: number, w: number, h: number, c: Colours, shutters = true): string {
  const glass = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9cc4de" stroke="#ffffff" stroke-width="4"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="3"/>`;
  if (!shutters) return glass;
  return `<rect x="${x - w / 2 - 4}" y="${y}" width="${w / 2}" height="${h}" fill="${c.shutter}"/><rect x="${x + w + 4}" y="${y}" width="${w / 2}" height="${h}" fill="${c.shutter}"/>${glass}`;
}

function tree(x: number, size: number): string {
  return `<rect x="${x - 6}" y="${BASE - size * 0.8}" width="12" height="${size * 0.8}" fill="#5b4230"/><circle cx="${x}" cy="${BASE - size}" r="${size * 0.55}" fill="#3f7a3a"/><circle cx="${x - size * 0.3}" cy="${BASE - size * 0.85}" r="${size * 0.35}" fill="#4b8a42"/>`;
}

function house(c: Colours, subNature: string): string {
  const chalet = subNature === 'Chalet';
  const wall = chalet ? '#a0703f' : c.wall;
  const roof = `<polygon points="${chalet ? '370,340 600,200 830,340' : '390,330 600,190 810,330'}" fill="${chalet ? '#4a3b34' : c.roof}"/>`;
  const chimney = chalet ? '' : `<rect x="700" y="215" width="34" height="80" fill="${c.roof}"/>`;
  return `${tree(300, 120)}${tree(920, 140)}${chimney}<rect x="410" y="320" width="380" height="240" fill="${wall}"/>${roof}
${window_(450, 360, 70, 80, c)}${window_(680, 360, 70, 80, c)}${window_(450, 460, 70, 70, c)}
<rect x="565" y="450" width="70" height="110" fill="${c.shutter}"/><circle cx="622" cy="505" r="5" fill="#333"/>
${window_(680, 460, 70, 70, c)}<rect x="380" y="${BASE}" width="440" height="10" fill="#8a8176"/>
<g stroke="#ffffff" stroke-width="6">${[250, 290, 330, 870, 910, 950].map((x) => `<line x1="${x}" y1="${BASE - 40}" x2="${x}" y2="${BASE + 5}"/>`).join('')}<line x1="240" y1="${BASE - 25}" x2="340" y2="${BASE - 25}"/><line x1="860" y1="${BASE - 25}" x2="960" y2="${BASE - 25}"/></g>`;
}

function building(c: Colours, floors: number, balconies: boolean, shops: boolean): string {
  const width = 420;
  const left = 600 - width / 2;
  const floorHeight = 62;
  const top = BASE - floors * floorHeight - 30;
  let out = `<rect x="${left}" y="${top}" width="${width}" height="${BASE - top}" fill="${c.wall}"/><rect x="${left - 10}" y="${top - 18}" width="${width + 20}" height="22" fill="${c.roof}"/>`;
  for (let f = 0; f < floors; f += 1) {
    const y = top + 20 + f * floorHeight;
    for (let k = 0; k < 5; k += 1) out += window_(left + 26 + k * 80, y, 44, 40, c, false);
    if (balconies && f % 2 === 1)
      out += `<rect x="${left + 10}" y="${y + 40}" width="${width - 20}" height="6" fill="#333"/><g stroke="#333" stroke-width="2">${Array.from({ length: 20 }, (_, k) => `<line x1="${left + 16 + k * 20}" y1="${y + 28}" x2="${left + 16 + k * 20}" y2="${y + 44}"/>`).join('')}</g>`;
  }
  if (shops)
    out += `<rect x="${left}" y="${BASE - 60}" width="${width}" height="60" fill="#3d4a5a"/><rect x="${left + 20}" y="${BASE - 50}" width="160" height="50" fill="#b8d4e6"/><rect x="${left + 240}" y="${BASE - 50}" width="160" height="50" fill="#b8d4e6"/>`;
  else out += `<rect x="575" y="${BASE - 70}" width="50" height="70" fill="#4a3a2e"/>`;
  return `${tree(300, 110)}${tree(910, 120)}${out}`;
}

function chateau(c: Colours): string {
  const tower = (x: number) =>
    `<rect x="${x - 45}" y="300" width="90" height="260" fill="${c.wall}"/><polygon points="${x - 58},305 ${x},170 ${x + 58},305" fill="#4d5866"/>${window_(x - 15, 360, 30, 50, c, false)}`;
  let windows = '';
  for (let k = 0; k < 5; k += 1) windows += window_(445 + k * 65, 360, 34, 56, c, false);
  for (let k = 0; k < 5; k += 1) windows += window_(445 + k * 65, 460, 34, 60, c, false);
  return `${tree(200, 130)}${tree(1000, 150)}<polygon points="410,340 440,260 760,260 790,340" fill="#4d5866"/><rect x="420" y="330" width="360" height="230" fill="${c.wall}"/>${windows}${tower(400)}${tower(800)}<rect x="570" y="480" width="60" height="80" fill="#5a4636"/><rect x="300" y="${BASE}" width="600" height="18" fill="#d8cfb8"/>`;
}

function barn(c: Colours): string {
  let bales = '';
  for (const x of [260, 330, 880, 950])
    bales += `<circle cx="${x}" cy="${BASE + 40}" r="30" fill="#d8b25a" stroke="#b08a3a" stroke-width="4"/>`;
  return `<rect x="430" y="360" width="340" height="200" fill="#9c3b2e"/><polygon points="410,370 600,250 790,370" fill="#5b4a40"/><rect x="545" y="440" width="110" height="120" fill="#6e2b22"/><line x1="545" y1="440" x2="655" y2="560" stroke="#ffffff" stroke-width="5"/><line x1="655" y1="440" x2="545" y2="560" stroke="#ffffff" stroke-width="5"/>
<rect x="790" y="300" width="60" height="260" fill="#b9c0c6"/><ellipse cx="820" cy="300" rx="30" ry="14" fill="#9aa1a8"/>${window_(470, 400, 40, 40, c, false)}${bales}`;
}

function wineEstate(c: Colours): string {
  let windows = '';
  for (let k = 0; k < 4; k += 1) windows += window_(485 + k * 60, 400, 30, 50, c, true);
  return `<rect x="460" y="370" width="280" height="150" fill="${c.wall}"/><polygon points="450,375 600,300 750,375" fill="${c.roof}"/>${windows}<rect x="760" y="430" width="150" height="90" fill="#d9cbb0"/><polygon points="755,432 835,395 915,432" fill="${c.roof}"/><rect x="810" y="460" width="50" height="60" fill="#6b4a2e"/>${tree(380, 90)}`;
}

function chapel(c: Colours): string {
  return `${tree(330, 120)}${tree(880, 110)}<rect x="470" y="360" width="260" height="200" fill="#d8ccb4"/><polygon points="455,370 600,280 745,370" fill="${c.roof}"/><rect x="560" y="200" width="80" height="110" fill="#d8ccb4"/><path d="M585 250 a15 15 0 0 1 30 0 v25 h-30 z" fill="#5a4a3a"/><rect x="596" y="160" width="8" height="44" fill="#6b5a45"/><rect x="584" y="172" width="32" height="8" fill="#6b5a45"/><path d="M570 560 v-70 a30 30 0 0 1 60 0 v70 z" fill="#5a4636"/><circle cx="600" cy="420" r="28" fill="#c0504d" stroke="#f3d36b" stroke-width="6"/>`;
}

function barge(c: Colours): string {
  return `<rect y="${BASE - 20}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - BASE + 20}" fill="url(#sea)"/><path d="M240 500 H960 L920 580 H280 Z" fill="#22313f"/><rect x="300" y="470" width="560" height="34" fill="#7a2e2a"/><rect x="660" y="410" width="200" height="62" fill="${c.wall}"/>${[0, 1, 2, 3, 4].map((k) => `<rect x="${330 + k * 60}" y="478" width="36" height="18" fill="#bcd7ea"/>`).join('')}<rect x="690" y="425" width="50" height="30" fill="#bcd7ea"/><rect x="780" y="425" width="50" height="30" fill="#bcd7ea"/>${tree(120, 130)}${tree(1090, 120)}<g stroke="#ffffff" stroke-width="3" opacity="0.6"><line x1="200" y1="620" x2="330" y2="620"/><line x1="700" y1="660" x2="860" y2="660"/><line x1="420" y1="700" x2="520" y2="700"/></g>`;
}

function shop(c: Colours, label: string): string {
  let awning = '';
  for (let k = 0; k < 12; k += 1)
    awning += `<rect x="${390 + k * 35}" y="380" width="35" height="50" fill="${k % 2 === 0 ? c.shutter : '#f5f0e6'}"/>`;
  return `<rect x="380" y="190" width="440" height="370" fill="${c.wall}"/><rect x="370" y="176" width="460" height="20" fill="${c.roof}"/>${window_(420, 220, 60, 70, c)}${window_(570, 220, 60, 70, c)}${window_(720, 220, 60, 70, c)}
<rect x="390" y="320" width="420" height="56" fill="#2f3b48"/><text x="600" y="358" font-family="${FONT}" font-size="30" font-weight="bold" fill="#f3e2b8" text-anchor="middle">${escapeXml(label)}</text>${awning}<rect x="400" y="440" width="250" height="120" fill="#b8d4e6"/><rect x="680" y="440" width="110" height="120" fill="#4a3a2e"/>${tree(270, 100)}`;
}

function garages(): string {
  let boxes = '';
  for (let k = 0; k < 4; k += 1) {
    const x = 330 + k * 140;
    boxes += `<rect x="${x}" y="420" width="120" height="140" fill="#d9d4cc"/><rect x="${x + 12}" y="440" width="96" height="120" fill="#8e98a3"/>${[0, 1, 2, 3, 4, 5].map((r) => `<line x1="${x + 12}" y1="${452 + r * 18}" x2="${x + 108}" y2="${452 + r * 18}" stroke="#6f7984" stroke-width="3"/>`).join('')}<text x="${x + 60}" y="436" font-family="${FONT}" font-size="16" fill="#444" text-anchor="middle">${k + 15}</text>`;
  }
  let lines = '';
  for (let k = 0; k < 6; k += 1)
    lines += `<line x1="${220 + k * 150}" y1="${BASE + 20}" x2="${140 + k * 180}" y2="${PHOTO_HEIGHT}" stroke="#f4f4f4" stroke-width="6"/>`;
  return `<rect x="310" y="400" width="580" height="24" fill="#8c8479"/>${boxes}<rect y="${BASE}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - BASE}" fill="#5f6368"/>${lines}`;
}

function buildingPlot(): string {
  let stakes = '';
  for (const [x, y] of [
    [300, 600],
    [900, 600],
    [380, 720],
    [820, 720],
  ] as const)
    stakes += `<rect x="${x - 5}" y="${y - 50}" width="10" height="54" fill="#f2f2f2"/><rect x="${x - 5}" y="${y - 50}" width="10" height="14" fill="#d23c2c"/>`;
  return `<rect x="200" y="440" width="60" height="50" fill="#efe3cf"/><polygon points="195,442 230,418 265,442" fill="#a8432f"/><rect x="980" y="430" width="70" height="60" fill="#f3ead8"/><polygon points="975,433 1015,405 1055,433" fill="#8c3a2b"/>
<polygon points="300,600 900,600 820,720 380,720" fill="#c4b183" opacity="0.45"/>${stakes}<rect x="560" y="470" width="8" height="110" fill="#6b5a45"/><rect x="500" y="440" width="130" height="60" fill="#ffffff" stroke="#2f5d8a" stroke-width="4"/><text x="565" y="478" font-family="${FONT}" font-size="22" font-weight="bold" fill="#2f5d8a" text-anchor="middle">À BÂTIR</text>`;
}

function woodAndPond(subNature: string): string {
  let trees = '';
  for (let k = 0; k < 14; k += 1) trees += tree(80 + k * 80, 90 + ((k * 37) % 60));
  const pond =
    subNature === 'Bois' || subNature === 'Forêt'
      ? ''
      : `<ellipse cx="600" cy="660" rx="330" ry="80" fill="url(#sea)"/><ellipse cx="600" cy="660" rx="330" ry="80" fill="none" stroke="#6f8f4f" stroke-width="8"/>`;
  return `${trees}${pond}<rect x="880" y="600" width="90" height="60" fill="#8a6a4a"/><polygon points="870,602 925,570 980,602" fill="#5b4a3a"/>`;
}

function fields(): string {
  const colours = ['#d8c36a', '#9bb86e', '#c9a94f', '#7fa35a'];
  let out = '';
  for (let k = 0; k < 4; k += 1) {
    const y1 = HORIZON + k * 70;
    const y2 = y1 + 70;
    out += `<polygon points="${k % 2 === 0 ? 0 : 600},${y1} ${k % 2 === 0 ? 600 : 1200},${y1} ${k % 2 === 0 ? 700 : 1200},${y2} ${k % 2 === 0 ? 0 : 500},${y2}" fill="${colours[k]}"/>`;
  }
  return out;
}

function interior(c: Colours, s: Sky): string {
  return `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="${c.wall}"/><rect y="560" width="${PHOTO_WIDTH}" height="240" fill="#b5895a"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((k) => `<line x1="${k * 170}" y1="560" x2="${k * 200 - 100}" y2="800" stroke="#9c7448" stroke-width="3"/>`).join('')}
<rect x="640" y="120" width="380" height="360" fill="url(#sky)" stroke="#ffffff" stroke-width="14"/><line x1="830" y1="120" x2="830" y2="480" stroke="#ffffff" stroke-width="10"/><circle cx="930" cy="${Math.min(s.sunY, 380)}" r="30" fill="${s.sun}"/>
<rect x="150" y="440" width="380" height="120" rx="20" fill="${c.shutter}"/><rect x="130" y="400" width="60" height="160" rx="18" fill="${c.shutter}"/><rect x="490" y="400" width="60" height="160" rx="18" fill="${c.shutter}"/><rect x="170" y="380" width="340" height="80" rx="16" fill="${c.shutter}" opacity="0.85"/>
<ellipse cx="430" cy="680" rx="300" ry="60" fill="#d9c7a0" opacity="0.8"/><rect x="200" y="150" width="200" height="140" fill="#ffffff" stroke="#6b4a3a" stroke-width="10"/><polygon points="215,275 280,200 330,250 360,220 385,275" fill="#7fa35a"/>
<line x1="1080" y1="560" x2="1080" y2="300" stroke="#333" stroke-width="6"/><polygon points="1040,300 1120,300 1100,250 1060,250" fill="#f3d36b"/>`;
}

function subject(request: PhotoRequest, c: Colours): string {
  switch (request.type) {
    case 'MAIS':
      return house(c, request.subNature);
    case 'APPT':
      return building(c, 5, true, false);
    case 'IMMR':
      return building(c, 4, false, true);
    case 'PROP':
      return chateau(c);
    case 'PROV':
      return wineEstate(c);
    case 'BAGR':
      return `${fields()}${barn(c)}`;
    case 'DIVE':
      return request.subNature === 'Péniche' ? barge(c) : chapel(c);
    case 'FMCO':
      return shop(c, request.subNature === 'Aucun' ? 'Commerce' : request.subNature);
    case 'GAPA':
      return garages();
    case 'TEBA':
      return buildingPlot();
    case 'TEBE':
      return woodAndPond(request.subNature);
    default:
      return '';
  }
}

/** Each gallery position frames the subject differently: centred, closer, farther, to a side. */
const FRAMINGS: readonly { scale: number; dx: number; dy: number }[] = [
  { scale: 1, dx: 0, dy: 0 },
  { scale: 1.2, dx: -120, dy: 40 },
  { scale: 0.8, dx: 140, dy: 90 },
  { scale: 0.65, dx: -60, dy: 150 },
  { scale: 0.95, dx: 160, dy: 10 },
  { scale: 1.35, dx: 160, dy: 110 },
];

/** The SVG of one photo. */
export function photoSvg(request: PhotoRequest): string {
  const random = new SeededRandom(request.seed * 7919 + request.index);
  const colours: Colours = {
    wall: random.pick(WALLS),
    roof: random.pick(ROOFS),
    shutter: random.pick(SHUTTERS),
  };
  const s = SKIES[request.index % SKIES.length]!;
  const framing = FRAMINGS[request.index % FRAMINGS.length]!;
  const isInterior = request.index === 2 && HAS_INTERIOR.has(request.type);
  const scene = isInterior
    ? interior(colours, s)
    : `${clouds(random)}${landscape(request.landscape, random)}<g transform="translate(${framing.dx + 600 * (1 - framing.scale)} ${framing.dy + BASE * (1 - framing.scale)}) scale(${framing.scale})">${subject(request, colours)}</g>`;
  const label = `${TYPE_LABELS[request.type]} · ${photoLegend(request.type, request.subNature, request.index)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
${sky(s)}${scene}
<rect y="${PHOTO_HEIGHT - 96}" width="${PHOTO_WIDTH}" height="96" fill="#000000" opacity="0.45"/>
<text x="${CAPTION_INSET}" y="${PHOTO_HEIGHT - 40}" font-family="${FONT}" font-size="46" font-weight="bold" fill="#ffffff">${escapeXml(request.town)}</text>
<text x="${PHOTO_WIDTH - CAPTION_INSET}" y="${PHOTO_HEIGHT - 42}" font-family="${FONT}" font-size="24" fill="#f0f0f0" text-anchor="end">${escapeXml(label)}</text>
</svg>`;
}

/** A real JPEG of the photo. */
export async function renderPhoto(request: PhotoRequest): Promise<Uint8Array> {
  const jpeg = await sharp(Buffer.from(photoSvg(request)))
    .jpeg({ quality: 85, optimiseCoding: false })
    .toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}
