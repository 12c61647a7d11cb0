// Where the seeded citizens live (Campinas region, the demo office's city), their tags and their phones' DDDs.
import { list } from './seed-names.ts';

const PLACE_NAMES = list(`
  São Bernardo, Santa Lúcia, das Paineiras, Aurélia, do Lago, Campos Elíseos, Garcia, Itália, Leonor,
  Eulina, Ipaussurama, Florence, Santa Genebra, São Fernando, Monte Cristo, Novo Maracanã, Flamboyant,
  Nossa Senhora Auxiliadora, Primavera, Brasil, Paranapanema, Conceição, São Gabriel, Amazonas,
  São Quirino, Londres, Santana, Planalto, Madalena, Miranda, Bela Vista, Nova Europa, Baronesa,
  Yeda, Pacaembu, Esmeraldina, São José, Ouro Verde, Rosália, Capivari
`);
const PREFIXES = ['Jardim', 'Vila', 'Parque', 'Residencial', 'Chácara'];

/** ≈ 200 bairros, most populous first: the seed draws index ⌊n·r²⌋, so Centro holds ≈ 7 % of citizens. */
export const NEIGHBORHOODS = [
  ...list(`
    Centro, Cambuí, Taquaral, Barão Geraldo, Castelo, Guanabara, Botafogo, Bonfim, Vila Industrial,
    Nova Campinas, Swift, Satélite Íris, Parque Oziel, Gleba B, Sousas, Joaquim Egídio, Cidade Universitária,
    Real Parque, Mansões Santo Antônio, Ponte Preta
  `),
  ...PLACE_NAMES.flatMap((name) => PREFIXES.map((prefix) => `${prefix} ${name}`)),
].slice(0, 200);

/** Real IBGE codes (apps/server/drizzle/0003_municipalities.sql) with their share of citizens in %. */
export const CITIES = [
  { ibge: 3509502, name: 'Campinas', share: 60, lat: -22.9053, lng: -47.0659, cep: 13000 },
  { ibge: 3552403, name: 'Sumaré', share: 10, lat: -22.8204, lng: -47.2728, cep: 13170 },
  { ibge: 3519071, name: 'Hortolândia', share: 10, lat: -22.8529, lng: -47.2143, cep: 13183 },
  { ibge: 3556206, name: 'Valinhos', share: 5, lat: -22.9698, lng: -46.9974, cep: 13270 },
  { ibge: 3536505, name: 'Paulínia', share: 5, lat: -22.7542, lng: -47.1488, cep: 13140 },
  { ibge: 3520509, name: 'Indaiatuba', share: 5, lat: -23.0816, lng: -47.2101, cep: 13330 },
  { ibge: 3501608, name: 'Americana', share: 5, lat: -22.7374, lng: -47.3331, cep: 13465 },
];

/** DDDs of the phones: mostly 19 (Campinas), then São Paulo and others people move from. */
export const DDDS = [...Array<number>(14).fill(19), 11, 11, 12, 13, 15, 16, 17, 18, 21, 31, 61, 71, 81, 85];

/** Electoral zones of Campinas and around. */
export const VOTER_ZONES = list('033, 034, 035, 036, 037, 038, 273, 274, 275, 380, 381, 382, 383, 424');

/**
 * 30 tags and the share of citizens carrying each, in citizens per 100,000: skewed from 20 % to 0.1 %.
 * 'Mala direta' is the export's filter: exactly 100,000 citizens (or all of them below that).
 */
export const TAGS: { name: string; color: string; per100k: number }[] = [
  ['Apoiador', 'blue', 20_000],
  ['Saúde', 'red', 15_000],
  ['Idoso', 'grape', 12_000],
  ['Educação', 'teal', 8_000],
  ['Liderança comunitária', 'orange', 6_000],
  ['Igreja', 'violet', 5_000],
  ['Comerciante', 'yellow', 4_000],
  ['Jovem', 'cyan', 3_500],
  ['Esporte', 'green', 3_000],
  ['Aposentado', 'gray', 2_500],
  ['Moradia', 'lime', 2_000],
  ['Transporte', 'indigo', 1_500],
  ['Segurança', 'gray', 1_200],
  ['Cultura', 'pink', 1_000],
  ['Meio ambiente', 'green', 800],
  ['Causa animal', 'orange', 600],
  ['Pessoa com deficiência', 'blue', 500],
  ['Empreendedor', 'yellow', 400],
  ['Associação de bairro', 'teal', 300],
  ['Voluntário', 'cyan', 250],
  ['Sindicato', 'red', 200],
  ['Professor', 'grape', 180],
  ['Feira livre', 'lime', 160],
  ['Conselho tutelar', 'indigo', 150],
  ['Agricultura familiar', 'green', 140],
  ['Reciclagem', 'teal', 130],
  ['Evento de bairro 2025', 'violet', 120],
  ['Indeciso', 'gray', 110],
  ['Mãe atípica', 'pink', 100],
].map(([name, color, per100k]) => ({
  name: name as string,
  color: color as string,
  per100k: per100k as number,
}));
export const EXPORT_TAG = 'Mala direta';
export const EXPORT_ROWS = 100_000;
