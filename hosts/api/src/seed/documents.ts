// Demo documents: real PDFs written with pdf-lib, in French — the energy diagnostic (or the risks
// statement of a property exempt from it) and a plan, free; the co-ownership rules or the title
// deed, restricted to registered buyers.
import { ENERGY_CLASSES, formatEuros, type DocumentKind, type EnergyClass, type Property } from '@immo/core';
import { ACCENT, INK, MARGIN, MUTED, PAGE_WIDTH, PdfWriter, winAnsi } from '@immo/pdf';
import { rgb, type RGB } from 'pdf-lib';

export interface DemoDocument {
  name: string;
  kind: DocumentKind;
  free: boolean;
  bytes: Uint8Array;
}

const euros = (amount: number | null): string => (amount === null ? '—' : winAnsi(formatEuros(amount)));
const squareMetres = (area: number | null): string =>
  area === null ? '—' : `${winAnsi(area.toLocaleString('fr-FR', { maximumFractionDigits: 2 }))} m²`;
/** Written under fixed dates: the same document on every start. */
const writer = (title: string, footer: string): Promise<PdfWriter> =>
  PdfWriter.create({
    title,
    footer,
    author: 'Immo Enchères — données de démonstration',
    date: new Date(Date.UTC(2026, 0, 5, 9, 0, 0)),
  });

const frenchDate = (iso: string | null): string => {
  if (!iso) return '—';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

const addressLine = (p: Property): string =>
  `${p.address.street}${p.address.complement ? `, ${p.address.complement}` : ''}, ${p.address.postcode} ${p.address.city}`;

// ——— Energy diagnostic ———

const CLASS_COLOURS: Record<EnergyClass, RGB> = {
  A: rgb(0.0, 0.55, 0.27),
  B: rgb(0.2, 0.67, 0.29),
  C: rgb(0.6, 0.8, 0.22),
  D: rgb(1.0, 0.87, 0.0),
  E: rgb(1.0, 0.68, 0.0),
  F: rgb(0.95, 0.45, 0.14),
  G: rgb(0.87, 0.12, 0.14),
};
const ENERGY_BOUNDS = ['≤ 70', '71 à 110', '111 à 180', '181 à 250', '251 à 330', '331 à 420', '> 420'];
const GES_BOUNDS = ['≤ 6', '7 à 11', '12 à 30', '31 à 50', '51 à 70', '71 à 100', '> 100'];

function energyScale(
  w: PdfWriter,
  title: string,
  bounds: string[],
  value: string,
  letter: EnergyClass,
): void {
  w.heading(title);
  w.ensure(7 * 22 + 10);
  const top = w.cursor;
  ENERGY_CLASSES.forEach((cls, i) => {
    const y = top - (i + 1) * 22;
    const width = 120 + i * 34;
    w.currentPage.drawRectangle({ x: MARGIN, y, width, height: 18, color: CLASS_COLOURS[cls] });
    w.currentPage.drawText(cls, {
      x: MARGIN + width - 16,
      y: y + 4,
      size: 12,
      font: w.bold,
      color: rgb(1, 1, 1),
    });
    w.currentPage.drawText(winAnsi(bounds[i]!.replace('≤', 'max.').replace('>', 'plus de')), {
      x: MARGIN + 6,
      y: y + 5,
      size: 8,
      font: w.regular,
      color: rgb(1, 1, 1),
    });
    if (cls === letter) {
      const arrowX = MARGIN + width + 12;
      w.currentPage.drawRectangle({ x: arrowX, y: y - 2, width: 150, height: 22, color: INK });
      w.currentPage.drawText(winAnsi(`${cls} — ${value}`), {
        x: arrowX + 8,
        y: y + 5,
        size: 11,
        font: w.bold,
        color: rgb(1, 1, 1),
      });
    }
  });
  w.skip(7 * 22 + 12);
}

async function dpeDocument(p: Property): Promise<DemoDocument> {
  const w = await writer('Diagnostic de performance énergétique', `DPE — ${p.reference}`);
  const d = p.dpe;
  w.title('Diagnostic de performance énergétique (logement)', 'Établi selon la méthode 3CL-DPE 2021');
  w.field('Adresse', addressLine(p));
  w.field('Type de bien', `${p.subNature} — ${p.title.slice(0, 48)}`);
  w.field('Surface habitable', squareMetres(p.livingArea));
  w.field('Année de construction', p.yearBuilt === null ? 'non communiquée' : String(p.yearBuilt));
  w.field('Date du diagnostic', frenchDate(d.date));
  w.field('Validité', 'Dix ans à compter de la date d’établissement');
  w.field('Diagnostiqueur', 'Cabinet Diagnostics de France — certification n° DDF-2021-0447');
  if (d.energyClass && d.energyValue !== null)
    energyScale(
      w,
      'Consommation énergétique (énergie primaire)',
      ENERGY_BOUNDS,
      `${d.energyValue} kWh/m²/an`,
      d.energyClass,
    );
  if (d.gesClass && d.gesValue !== null)
    energyScale(w, 'Émissions de gaz à effet de serre', GES_BOUNDS, `${d.gesValue} kg CO2/m²/an`, d.gesClass);
  w.heading('Estimation des coûts annuels d’énergie');
  w.paragraph(
    `Montant estimé des dépenses annuelles d’énergie pour un usage standard : entre ${euros(d.annualCostMin)} et ${euros(
      d.annualCostMax,
    )} par an, prix moyens des énergies indexés au 1er janvier ${d.costReferenceYear ?? '—'} (abonnements compris).`,
  );
  w.heading('Équipements');
  w.paragraph(
    `Chauffage : ${p.heating.length > 0 ? p.heating.join(', ') : 'non renseigné'}. Eau chaude sanitaire : ballon électrique ou production couplée au chauffage.`,
  );
  w.heading('Recommandations du diagnostiqueur');
  w.paragraph(
    'Isoler les combles ou la toiture, remplacer les menuiseries simple vitrage, installer une ventilation mécanique hygroréglable et programmer le chauffage pièce par pièce. Ces travaux peuvent faire gagner une à deux classes énergétiques.',
  );
  w.paragraph(
    'Document de démonstration généré automatiquement : les valeurs reprennent celles de l’annonce et n’ont pas de valeur réglementaire.',
    8,
  );
  return {
    name: 'Diagnostic de performance énergétique',
    kind: 'diagnostic_dpe',
    free: true,
    bytes: await w.bytes(),
  };
}

async function risksDocument(p: Property): Promise<DemoDocument> {
  const w = await writer('État des risques et pollutions', `ERP — ${p.reference}`);
  w.title(
    'État des risques et pollutions (ERP)',
    'Articles L.125-5 à 7 et R.125-26 du code de l’environnement',
  );
  w.field('Adresse', addressLine(p));
  w.field('Commune', `${p.address.city} (INSEE ${p.address.inseeCode})`);
  w.field('Département', p.address.department);
  w.field('Surface du terrain', squareMetres(p.landArea));
  w.heading('Situation au regard des plans de prévention');
  w.paragraph(
    'Le bien est situé dans le périmètre d’un plan de prévention des risques naturels prescrit (inondation par ruissellement), sans prescription de travaux. Il n’est pas situé dans le périmètre d’un plan de prévention des risques technologiques ni miniers.',
  );
  w.heading('Sismicité et potentiel radon');
  w.paragraph('Zone de sismicité : 2 (faible). Potentiel radon : catégorie 1 (faible).');
  w.heading('Information sur les sinistres indemnisés');
  w.paragraph(
    'Le vendeur déclare n’avoir eu connaissance d’aucun sinistre ayant donné lieu au versement d’une indemnité au titre des catastrophes naturelles ou technologiques.',
  );
  w.heading('Diagnostic de performance énergétique');
  w.paragraph(
    'Bien non soumis au diagnostic de performance énergétique (terrain nu, local non chauffé ou stationnement).',
  );
  w.paragraph('Document de démonstration généré automatiquement, sans valeur réglementaire.', 8);
  return {
    name: 'État des risques et pollutions',
    kind: 'etat_des_risques',
    free: true,
    bytes: await w.bytes(),
  };
}

// ——— Plan ———

const ROOM_NAMES = [
  'Séjour',
  'Cuisine',
  'Chambre 1',
  'Chambre 2',
  'Chambre 3',
  'Salle de bains',
  'Entrée',
  'Chambre 4',
  'Bureau',
  'WC',
];

async function planDocument(p: Property): Promise<DemoDocument> {
  const built = p.livingArea !== null && p.livingArea > 20 && (p.rooms ?? 0) > 0;
  const w = await writer(built ? 'Plan du bien' : 'Plan de situation', `Plan — ${p.reference}`);
  w.title(built ? 'Plan du bien (sans échelle)' : 'Plan de situation et de bornage', addressLine(p));
  const page = w.currentPage;
  const originX = MARGIN;
  const originY = 300;
  const width = PAGE_WIDTH - 2 * MARGIN;
  const height = 380;
  page.drawRectangle({ x: originX, y: originY, width, height, borderColor: INK, borderWidth: 3 });
  if (built) {
    const count = Math.min(ROOM_NAMES.length, Math.max(3, (p.rooms ?? 3) + 2));
    const columns = Math.ceil(count / 2);
    const total = p.livingArea ?? 0;
    let written = 0;
    for (let i = 0; i < count; i += 1) {
      const col = i % columns;
      const row = Math.floor(i / columns);
      const cellW = width / columns;
      const cellH = height / 2;
      const x = originX + col * cellW;
      const y = originY + (1 - row) * cellH;
      page.drawRectangle({ x, y, width: cellW, height: cellH, borderColor: INK, borderWidth: 1.5 });
      const share = i === 0 ? 0.3 : 0.7 / (count - 1);
      const area =
        i === count - 1
          ? Math.max(1, Math.round((total - written) * 10) / 10)
          : Math.round(total * share * 10) / 10;
      written += area;
      const name = i === 0 && p.type === 'FMCO' ? 'Surface de vente' : ROOM_NAMES[i]!;
      page.drawText(winAnsi(name), { x: x + 8, y: y + cellH / 2 + 4, size: 11, font: w.bold, color: INK });
      page.drawText(winAnsi(`${area.toLocaleString('fr-FR')} m²`), {
        x: x + 8,
        y: y + cellH / 2 - 12,
        size: 10,
        font: w.regular,
        color: MUTED,
      });
    }
  } else {
    page.drawText(winAnsi(`Parcelle — ${squareMetres(p.landArea)}`), {
      x: originX + 20,
      y: originY + height / 2,
      size: 16,
      font: w.bold,
      color: ACCENT,
    });
    for (const [bx, by] of [
      [originX, originY],
      [originX + width, originY],
      [originX, originY + height],
      [originX + width, originY + height],
    ] as const)
      page.drawCircle({ x: bx, y: by, size: 6, color: rgb(0.85, 0.2, 0.15) });
    page.drawText('Voie communale', {
      x: originX + width / 2 - 40,
      y: originY - 18,
      size: 10,
      font: w.regular,
      color: MUTED,
    });
  }
  page.drawText('N', { x: PAGE_WIDTH - MARGIN - 30, y: originY + height + 12, size: 14, font: w.bold });
  w.moveTo(originY - 30);
  w.field('Surface habitable', squareMetres(p.livingArea));
  w.field('Surface du terrain', squareMetres(p.landArea));
  w.field('Pièces / chambres', `${p.rooms ?? '—'} / ${p.bedrooms ?? '—'}`);
  w.paragraph(
    'Plan indicatif non contractuel, établi pour la présentation du bien. Les surfaces sont arrondies.',
    8,
  );
  return {
    name: built ? 'Plan du bien' : 'Plan de situation',
    kind: 'plan',
    free: true,
    bytes: await w.bytes(),
  };
}

// ——— Restricted: co-ownership rules or title deed ———

async function coOwnershipRules(p: Property): Promise<DemoDocument> {
  const w = await writer('Règlement de copropriété', `Règlement de copropriété — ${p.reference}`);
  w.title('Règlement de copropriété et état descriptif de division', addressLine(p));
  w.field('Nombre de lots', String(p.coOwnershipLots ?? '—'));
  w.field('Syndic', p.managingAgent || '—');
  w.field('Charges annuelles du lot', euros(p.coOwnershipAnnualCharges));
  w.field('Procédure en cours', p.procedure);
  const articles: [string, string][] = [
    [
      'Article 1 — Objet',
      'Le présent règlement a pour objet de déterminer la destination des parties privatives et communes, les conditions de leur jouissance, ainsi que les règles relatives à l’administration de l’immeuble, conformément à la loi n° 65-557 du 10 juillet 1965 et à son décret d’application.',
    ],
    [
      'Article 2 — Destination de l’immeuble',
      'L’immeuble est destiné à l’habitation bourgeoise. L’exercice d’une profession libérale est toléré dans les lots du premier étage, à l’exclusion de toute activité bruyante ou malodorante.',
    ],
    [
      'Article 3 — Parties communes',
      'Sont parties communes le sol, les fondations, les gros murs, la toiture, les escaliers, les couloirs, les canalisations générales, l’ascenseur le cas échéant, la cour et les locaux à vélos et à poubelles.',
    ],
    [
      'Article 4 — Répartition des charges',
      'Les charges générales sont réparties au prorata des tantièmes de copropriété attachés à chaque lot. Les charges d’ascenseur sont réparties selon l’utilité objective du service pour chaque lot.',
    ],
    [
      'Article 5 — Usage des parties privatives',
      'Chaque copropriétaire jouit librement de ses parties privatives, à condition de ne porter atteinte ni aux droits des autres copropriétaires ni à la destination de l’immeuble. Les travaux affectant les parties communes ou l’aspect extérieur sont soumis à l’autorisation de l’assemblée générale.',
    ],
    [
      'Article 6 — Assemblée générale',
      'L’assemblée générale des copropriétaires se réunit au moins une fois par an sur convocation du syndic. Les décisions sont prises aux majorités prévues par les articles 24 à 26 de la loi du 10 juillet 1965.',
    ],
    [
      'Article 7 — Mutations',
      'Tout transfert de propriété d’un lot doit être notifié au syndic dans les conditions de l’article 20 de la loi du 10 juillet 1965, afin que le syndic puisse former opposition au versement des fonds pour obtenir le paiement des sommes restant dues.',
    ],
  ];
  for (const [heading, text] of articles) {
    w.heading(heading);
    w.paragraph(text);
  }
  w.paragraph(
    'Extrait de démonstration généré automatiquement : réservé aux acquéreurs inscrits sur la vente.',
    8,
  );
  return {
    name: 'Règlement de copropriété',
    kind: 'reglement_copropriete',
    free: false,
    bytes: await w.bytes(),
  };
}

async function titleDeed(p: Property): Promise<DemoDocument> {
  const w = await writer('Titre de propriété', `Titre de propriété — ${p.reference}`);
  w.title('Titre de propriété — extrait de l’acte de vente', addressLine(p));
  w.field('Office notarial', `Maîtres Lefort et Associés, notaires à ${p.address.city}`);
  w.field('Nature du bien', `${p.subNature} (${p.type})`);
  w.field('Surface', p.livingArea !== null ? squareMetres(p.livingArea) : squareMetres(p.landArea));
  w.field('Référence de la vente', p.reference);
  w.heading('Désignation');
  w.paragraph(`À ${p.address.city} (${p.address.postcode}), ${p.address.street} : ${p.listingDescription}`);
  w.heading('Origine de propriété');
  w.paragraph(
    'Le bien appartient au vendeur pour l’avoir acquis aux termes d’un acte reçu par Maître Delaunay, notaire, dont une copie authentique a été publiée au service de la publicité foncière compétent. Antérieurement, le bien dépendait de la succession des précédents propriétaires, ainsi qu’il résulte d’une attestation de propriété immobilière.',
  );
  w.heading('Servitudes');
  w.paragraph(
    'Le vendeur déclare que le bien n’est grevé d’aucune servitude autre que celles pouvant résulter de la situation naturelle des lieux, de la loi ou des règles d’urbanisme.',
  );
  w.heading('Situation hypothécaire');
  w.paragraph(
    'L’état hypothécaire délivré ne révèle aucune inscription en vigueur. Le bien sera vendu libre de toute inscription de privilège ou d’hypothèque.',
  );
  w.paragraph(
    'Extrait de démonstration généré automatiquement : réservé aux acquéreurs inscrits sur la vente.',
    8,
  );
  return { name: 'Titre de propriété', kind: 'titre_propriete', free: false, bytes: await w.bytes() };
}

/** The three documents of a property: diagnostic (or risks statement) and plan free, the third restricted. */
export async function demoDocuments(property: Property): Promise<DemoDocument[]> {
  const hasDpe = !property.dpe.exempt && property.dpe.energyClass !== null;
  return Promise.all([
    hasDpe ? dpeDocument(property) : risksDocument(property),
    planDocument(property),
    property.coOwnership ? coOwnershipRules(property) : titleDeed(property),
  ]);
}
