// Real French communes of the demo: name, postcode, INSEE code, department and the commune's
// coordinates (as the embedded geocoder knows them, so the sale form's commune check passes).
// Lyon, Marseille and Paris are filed under the arrondissement that owns the postcode.

/** What the generated photos draw around the property. */
export type Landscape = 'ville' | 'mer' | 'montagne' | 'campagne' | 'vignes' | 'provence';

export interface DemoCommune {
  name: string;
  postcode: string;
  insee: string;
  department: string;
  lat: number;
  lng: number;
  landscape: Landscape;
  /** Three letters that start the demo references. */
  code: string;
}

const commune = (
  code: string,
  name: string,
  postcode: string,
  insee: string,
  lat: number,
  lng: number,
  landscape: Landscape,
): DemoCommune => ({
  code,
  name,
  postcode,
  insee,
  department: postcode.startsWith('97') ? postcode.slice(0, 3) : postcode.slice(0, 2),
  lat,
  lng,
  landscape,
});

export const COMMUNES = {
  annecy: commune('ANN', 'Annecy', '74000', '74010', 45.90878, 6.12565, 'montagne'),
  lyon2: commune('LYO', 'Lyon', '69002', '69382', 45.75423, 4.83089, 'ville'),
  lyon6: commune('LYS', 'Lyon', '69006', '69386', 45.76788, 4.85064, 'ville'),
  bordeaux: commune('BDX', 'Bordeaux', '33000', '33063', 44.84124, -0.58046, 'ville'),
  nantes: commune('NTE', 'Nantes', '44000', '44109', 47.21725, -1.55336, 'ville'),
  rennes: commune('REN', 'Rennes', '35000', '35238', 48.11109, -1.67431, 'ville'),
  lille: commune('LIL', 'Lille', '59000', '59350', 50.63391, 3.05512, 'ville'),
  strasbourg: commune('STR', 'Strasbourg', '67000', '67482', 48.58392, 7.74553, 'ville'),
  marseille7: commune('MRS', 'Marseille', '13007', '13207', 43.28289, 5.36021, 'mer'),
  nice: commune('NCE', 'Nice', '06000', '06088', 43.70313, 7.26608, 'mer'),
  toulouse: commune('TLS', 'Toulouse', '31000', '31555', 43.60426, 1.44367, 'ville'),
  montpellier: commune('MPL', 'Montpellier', '34000', '34172', 43.61093, 3.87635, 'ville'),
  dijon: commune('DIJ', 'Dijon', '21000', '21231', 47.31344, 5.01391, 'ville'),
  tours: commune('TRS', 'Tours', '37000', '37261', 47.39484, 0.70398, 'ville'),
  brest: commune('BRS', 'Brest', '29200', '29019', 48.39029, -4.48628, 'mer'),
  laRochelle: commune('LRH', 'La Rochelle', '17000', '17300', 46.16308, -1.15222, 'mer'),
  biarritz: commune('BIQ', 'Biarritz', '64200', '64122', 43.48055, -1.55684, 'mer'),
  colmar: commune('CMR', 'Colmar', '68000', '68066', 48.08078, 7.35584, 'vignes'),
  saintMalo: commune('SML', 'Saint-Malo', '35400', '35288', 48.64738, -2.00877, 'mer'),
  chamonix: commune('CHX', 'Chamonix-Mont-Blanc', '74400', '74056', 45.92375, 6.86933, 'montagne'),
  arles: commune('ARL', 'Arles', '13200', '13004', 43.67681, 4.63031, 'provence'),
  sarlat: commune('SRL', 'Sarlat-la-Canéda', '24200', '24520', 44.88902, 1.21656, 'campagne'),
  beaune: commune('BEA', 'Beaune', '21200', '21054', 47.02413, 4.83887, 'vignes'),
  saintEmilion: commune('SEM', 'Saint-Émilion', '33330', '33394', 44.89258, -0.15609, 'vignes'),
  paris11: commune('PAR', 'Paris', '75011', '75111', 48.8574, 2.3795, 'ville'),
  paris7: commune('PAS', 'Paris', '75007', '75107', 48.8565, 2.321, 'ville'),
  grenoble: commune('GNB', 'Grenoble', '38000', '38185', 45.17869, 5.71479, 'montagne'),
  aix: commune('AIX', 'Aix-en-Provence', '13100', '13001', 43.5283, 5.44973, 'provence'),
  avignon: commune('AVN', 'Avignon', '84000', '84007', 43.94834, 4.80892, 'provence'),
  epernay: commune('EPR', 'Épernay', '51200', '51230', 49.04, 3.95922, 'vignes'),
  honfleur: commune('HON', 'Honfleur', '14600', '14333', 49.41985, 0.23294, 'mer'),
  rouen: commune('ROU', 'Rouen', '76000', '76540', 49.44313, 1.09932, 'ville'),
  nancy: commune('NCY', 'Nancy', '54000', '54395', 48.68439, 6.18496, 'ville'),
  clermont: commune('CFE', 'Clermont-Ferrand', '63000', '63113', 45.77969, 3.08682, 'montagne'),
  poitiers: commune('PTR', 'Poitiers', '86000', '86194', 46.58261, 0.34348, 'campagne'),
  angers: commune('ANG', 'Angers', '49000', '49007', 47.47156, -0.55202, 'ville'),
  vannes: commune('VNS', 'Vannes', '56000', '56260', 47.65688, -2.76205, 'mer'),
  pau: commune('PAU', 'Pau', '64000', '64445', 43.31117, -0.35583, 'montagne'),
  nimes: commune('NIM', 'Nîmes', '30000', '30189', 43.83665, 4.35788, 'provence'),
  uzes: commune('UZS', 'Uzès', '30700', '30334', 44.01251, 4.41973, 'provence'),
  gordes: commune('GRD', 'Gordes', '84220', '84050', 43.9129, 5.19892, 'provence'),
  megeve: commune('MGV', 'Megève', '74120', '74173', 45.85687, 6.61775, 'montagne'),
  carcassonne: commune('CCF', 'Carcassonne', '11000', '11069', 43.21649, 2.34863, 'campagne'),
  pauillac: commune('PLC', 'Pauillac', '33250', '33314', 45.20023, -0.74876, 'vignes'),
  chateauneuf: commune('CDP', 'Châteauneuf-du-Pape', '84230', '84037', 44.05638, 4.83244, 'vignes'),
  chablis: commune('CHB', 'Chablis', '89800', '89068', 47.81386, 3.79835, 'vignes'),
  blois: commune('BLS', 'Blois', '41000', '41018', 47.59432, 1.32912, 'campagne'),
  saumur: commune('SAU', 'Saumur', '49400', '49328', 47.25931, -0.07808, 'campagne'),
} as const satisfies Record<string, DemoCommune>;

export type CommuneKey = keyof typeof COMMUNES;
