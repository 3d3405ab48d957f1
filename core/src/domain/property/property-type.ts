/** The 11 property type codes of the spec, each with its fixed French sub-nature list. */
export const PROPERTY_TYPES = {
  MAIS: { fr: 'Maison', en: 'House' },
  APPT: { fr: 'Appartement', en: 'Apartment' },
  BAGR: { fr: 'Bien agricole', en: 'Agricultural property' },
  IMMR: { fr: 'Immeuble', en: 'Building' },
  PROP: { fr: 'Propriété', en: 'Estate' },
  PROV: { fr: 'Propriété viticole', en: 'Wine estate' },
  DIVE: { fr: 'Divers', en: 'Miscellaneous' },
  FMCO: { fr: 'Fonds et murs commerciaux', en: 'Business assets and premises' },
  GAPA: { fr: 'Garage - Parking', en: 'Garage - parking' },
  TEBA: { fr: 'Terrain à bâtir', en: 'Building land' },
  TEBE: { fr: 'Terrain de loisirs, bois, étang', en: 'Leisure land, wood, pond' },
} as const;

export type PropertyTypeCode = keyof typeof PROPERTY_TYPES;
export const PROPERTY_TYPE_CODES = Object.keys(PROPERTY_TYPES) as PropertyTypeCode[];

export const isPropertyTypeCode = (value: unknown): value is PropertyTypeCode =>
  typeof value === 'string' && Object.hasOwn(PROPERTY_TYPES, value);

/** The sub-nature chosen when none fits, first of every list. */
export const NO_SUB_NATURE = 'Aucun';

export const SUB_NATURES: Readonly<Record<PropertyTypeCode, readonly string[]>> = {
  MAIS: [
    NO_SUB_NATURE,
    'Maison individuelle',
    'Maison de ville',
    'Maison de village',
    'Chalet',
    'Villa',
    'Longère',
    'Mas',
    'Ferme',
    'Bastide',
    'Pavillon',
  ],
  APPT: [
    NO_SUB_NATURE,
    'Studio',
    'Appartement',
    'Duplex',
    'Triplex',
    'Loft',
    'Penthouse',
    'Chambre de service',
  ],
  BAGR: [
    NO_SUB_NATURE,
    'Corps de ferme',
    'Exploitation agricole',
    'Terres agricoles',
    'Prairie',
    'Bâtiment agricole',
    'Haras',
  ],
  IMMR: [NO_SUB_NATURE, 'Immeuble de rapport', 'Immeuble mixte', 'Immeuble de bureaux', 'Hôtel particulier'],
  PROP: [
    NO_SUB_NATURE,
    'Château',
    'Manoir',
    'Demeure de caractère',
    'Domaine',
    'Moulin',
    'Propriété équestre',
  ],
  PROV: [NO_SUB_NATURE, 'Domaine viticole', 'Vignes', 'Chai', 'Château viticole'],
  DIVE: [NO_SUB_NATURE, 'Péniche', 'Chapelle', 'Local associatif', 'Bien atypique'],
  FMCO: [
    NO_SUB_NATURE,
    'Local commercial',
    'Bureaux',
    'Fonds de commerce',
    'Murs commerciaux',
    'Entrepôt',
    'Hôtel',
    'Restaurant',
  ],
  GAPA: [NO_SUB_NATURE, 'Garage', 'Box', 'Parking extérieur', 'Parking souterrain'],
  TEBA: [NO_SUB_NATURE, 'Terrain constructible', 'Terrain en lotissement', 'Terrain viabilisé'],
  TEBE: [NO_SUB_NATURE, 'Terrain de loisirs', 'Bois', 'Forêt', 'Étang', 'Terrain naturel'],
};

/** The sub-natures offered for a type, 'Aucun' first. */
export const subNaturesOf = (type: PropertyTypeCode): readonly string[] => SUB_NATURES[type];

/** The sub-nature a type starts with when it is chosen (spec §4): 'Aucun', the head of every list. */
export const defaultSubNature = (type: PropertyTypeCode): string => SUB_NATURES[type][0] ?? NO_SUB_NATURE;

export const isSubNatureOf = (type: PropertyTypeCode, subNature: string): boolean =>
  SUB_NATURES[type].includes(subNature);
