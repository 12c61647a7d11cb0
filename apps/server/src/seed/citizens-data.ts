// Names, places and tags of the demo citizens: real bairros of Campinas and its neighbours (and of BH), IBGE codes.

const list = (text: string) => text.trim().split(/\s*,\s*/);

export const FEMALE_NAMES = list(`
  Maria, Ana, Francisca, Antônia, Adriana, Juliana, Márcia, Fernanda, Patrícia, Aline, Sandra, Camila,
  Amanda, Bruna, Jéssica, Letícia, Júlia, Luíza, Mônica, Cecília, Flávia, Débora, Lúcia, Conceição,
  Aparecida, Rosângela, Sônia, Vânia, Célia, Cláudia, Fátima, Glória, Inês, Tânia, Regina, Simone, Viviane,
  Vitória, Lívia, Beatriz, Helena, Alícia, Manuela, Valentina, Heloísa, Lorena, Isadora, Natália, Priscila,
  Renata, Tatiane, Joana, Benedita, Raimunda, Neusa, Elaine, Luciana, Solange, Irene, Eliane
`);

export const MALE_NAMES = list(`
  João, José, Antônio, Francisco, Luís, Márcio, Sérgio, Vinícius, Fábio, Rogério, Cláudio, Júlio, Otávio,
  Caetano, André, Lúcio, Benedito, Sebastião, Raimundo, Geraldo, Ângelo, Thiago, Gustavo, Matheus, Lucas,
  Guilherme, Rafael, Felipe, Bruno, Diego, Rodrigo, Marcelo, Paulo, Carlos, Eduardo, Henrique, Renato,
  Wagner, Edson, Anderson, Cícero, Joaquim, Davi, Heitor, Arthur, Enzo, Miguel, Bernardo, Gabriel, Samuel,
  Pedro, Daniel, Leonardo, Murilo, Caio, Vítor, Hélio, Aurélio, Valdir, Nélson
`);

export const SURNAMES = list(`
  Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa, Ribeiro,
  Martins, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa, Rocha, Dias, Nascimento, Andrade,
  Moreira, Nunes, Marques, Machado, Mendes, Freitas, Cardoso, Ramos, Gonçalves, Santana, Teixeira, Araújo,
  Conceição, Magalhães, Antunes, Brandão, Simões, Galvão, Camargo, Leme, Prado, Bueno, Assunção, Guimarães,
  Falcão, Loureiro, Monteiro, Peixoto, Sampaio, Tavares, Lourenço, Damasceno, Brito, Aragão
`);

/** Surnames that carry their particle, as Brazilians write them. */
export const JOINED_SURNAMES = list(`
  da Silva, dos Santos, de Souza, de Oliveira, da Costa, de Almeida, da Conceição, de Jesus, dos Reis,
  de Lima, da Rocha, de Andrade, de Freitas, de Carvalho, dos Anjos, da Cruz, de Paula, do Nascimento
`);

export const MALE_NICKNAMES = ['Zé', 'Tião', 'Toninho', 'Chico', 'Dudu', 'Nando'];
export const FEMALE_NICKNAMES = ['Dona Cida', 'Dona Fia', 'Bete', 'Nena', 'Tata'];

export const NOTES = list(`
  Pediu ajuda com vaga em creche para o neto, Prefere contato à tarde,
  Participou da audiência pública sobre o transporte, Indicou problemas de iluminação na rua,
  Acompanha a vereadora nas redes sociais, Voluntária no mutirão de saúde do bairro,
  Solicitou informações sobre o programa de moradia, Tem dificuldade de locomoção: visitar em casa
`);

export const PROFESSIONS = list(`
  Professora, Professor, Enfermeira, Técnico de enfermagem, Motorista de aplicativo, Comerciante,
  Aposentado, Aposentada, Pedreiro, Eletricista, Cabeleireira, Auxiliar administrativo, Estudante,
  Diarista, Metalúrgico, Vendedora, Agente comunitária de saúde, Servidor público, Pastor,
  Microempreendedora, Costureira, Mecânico, Analista de sistemas, Advogada, Contador
`);

export interface Place {
  ibge: number;
  uf: string;
  ddd: string;
  /** bairro, CEP prefix (5 digits), approximate centre [lat, lng]. */
  bairros: [string, string, [number, number]][];
  streets: string[];
}

// prettier-ignore
export const CAMPINAS: Place = {
  ibge: 3509502,
  uf: 'SP',
  ddd: '19',
  bairros: [
    ['Centro', '13010', [-22.9056, -47.0608]],
    ['Cambuí', '13024', [-22.896, -47.052]],
    ['Taquaral', '13076', [-22.8733, -47.056]],
    ['Barão Geraldo', '13084', [-22.826, -47.081]],
    ['Sousas', '13106', [-22.881, -46.968]],
    ['Vila Industrial', '13035', [-22.913, -47.073]],
    ['Castelo', '13070', [-22.88, -47.078]],
    ['Jardim Chapadão', '13070', [-22.886, -47.081]],
    ['Bosque', '13026', [-22.9085, -47.0545]],
    ['Botafogo', '13020', [-22.8995, -47.0705]],
    ['Guanabara', '13073', [-22.889, -47.071]],
    ['Nova Campinas', '13092', [-22.8995, -47.0425]],
    ['Jardim Proença', '13026', [-22.9135, -47.0515]],
    ['Ponte Preta', '13041', [-22.9195, -47.0565]],
    ['Jardim do Lago', '13050', [-22.9355, -47.0935]],
    ['Jardim Aurélia', '13033', [-22.926, -47.061]],
    ['Swift', '13044', [-22.926, -47.046]],
    ['Vila Teixeira', '13032', [-22.9195, -47.0665]],
    ['Parque Itália', '13036', [-22.9205, -47.0825]],
    ['Jardim Campos Elíseos', '13060', [-22.9245, -47.0995]],
    ['Jardim Garcia', '13061', [-22.915, -47.1015]],
    ['Vila União', '13060', [-22.9315, -47.1105]],
    ['Jardim Ouro Verde', '13056', [-22.9865, -47.1245]],
    ['Jardim Santa Lúcia', '13060', [-22.9495, -47.1285]],
    ['Jardim São Gabriel', '13057', [-22.9555, -47.1015]],
    ['Vila Costa e Silva', '13081', [-22.853, -47.062]],
    ['Jardim Santa Genebra', '13080', [-22.8425, -47.0715]],
    ['Joaquim Egídio', '13108', [-22.879, -46.927]],
    ['Nova Aparecida', '13065', [-22.8565, -47.1165]],
    ['Jardim Amazonas', '13068', [-22.8945, -47.1165]],
    ['Parque Jambeiro', '13059', [-22.9665, -47.0845]],
    ['São Bernardo', '13030', [-22.9275, -47.0725]],
    ['Jardim Eulina', '13063', [-22.8865, -47.0915]],
    ['Chácara da Barra', '13090', [-22.9015, -47.0355]],
    ['Bonfim', '13070', [-22.8925, -47.0765]],
  ],
  streets: [
    'Rua Barão de Jaguara', 'Avenida Francisco Glicério', 'Rua Coronel Quirino', 'Avenida Norte-Sul',
    'Rua Maria Monteiro', 'Avenida Princesa d’Oeste', 'Rua Dr. Sampaio Ferraz', 'Avenida Júlio de Mesquita',
    'Rua José Paulino', 'Avenida Orozimbo Maia', 'Rua Conceição', 'Avenida Moraes Salles', 'Rua Irmã Serafina',
    'Avenida Heitor Penteado', 'Rua Sacramento', 'Avenida Amoreiras', 'Rua Padre Almeida', 'Avenida John Boyd Dunlop',
    'Rua Luzitana', 'Avenida Brasil', 'Rua Antônio Cezarino', 'Rua Onze de Agosto', 'Avenida Andrade Neves',
  ],
};

// prettier-ignore
export const NEIGHBOURS: Place[] = [
  {
    ibge: 3519071, uf: 'SP', ddd: '19',
    bairros: [['Jardim Amanda', '13188', [-22.8735, -47.2235]], ['Jardim Rosolém', '13185', [-22.8555, -47.2245]], ['Remanso Campineiro', '13184', [-22.8595, -47.2005]], ['Parque Ortolândia', '13184', [-22.8505, -47.2105]]],
    streets: ['Rua Joaquim Camilo', 'Avenida Olívio Franceschini', 'Rua Luiz Camilo de Camargo'],
  },
  {
    ibge: 3552403, uf: 'SP', ddd: '19',
    bairros: [['Centro', '13170', [-22.8215, -47.2665]], ['Nova Veneza', '13177', [-22.8065, -47.2365]], ['Jardim Denadai', '13171', [-22.8375, -47.2465]], ['Parque Silva Azevedo', '13175', [-22.8185, -47.2905]]],
    streets: ['Rua Antônio do Valle Melo', 'Avenida Rebouças', 'Rua Dom Barreto'],
  },
  {
    ibge: 3556206, uf: 'SP', ddd: '19',
    bairros: [['Centro', '13270', [-22.9705, -46.9955]], ['Vila Santana', '13271', [-22.9615, -46.9945]], ['Jardim Paiquerê', '13271', [-22.9765, -47.0105]]],
    streets: ['Avenida Independência', 'Rua Treze de Maio', 'Rua Antônio Carlos'],
  },
  {
    ibge: 3536505, uf: 'SP', ddd: '19',
    bairros: [['Centro', '13140', [-22.7615, -47.1545]], ['João Aranha', '13145', [-22.7405, -47.1285]], ['Morumbi', '13140', [-22.7555, -47.1645]]],
    streets: ['Avenida José Paulino', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas'],
  },
  {
    ibge: 3520509, uf: 'SP', ddd: '19',
    bairros: [['Centro', '13330', [-23.0895, -47.2185]], ['Jardim Morada do Sol', '13348', [-23.1075, -47.2425]], ['Cidade Nova', '13334', [-23.0785, -47.2005]]],
    streets: ['Rua Candelária', 'Avenida Presidente Vargas', 'Rua Pedro de Toledo'],
  },
];

// prettier-ignore
export const BELO_HORIZONTE: Place[] = [
  {
    ibge: 3106200, uf: 'MG', ddd: '31',
    bairros: [['Savassi', '30140', [-19.9385, -43.9345]], ['Funcionários', '30130', [-19.9335, -43.9305]], ['Santa Efigênia', '30150', [-19.9245, -43.9185]], ['Pampulha', '31270', [-19.8555, -43.9705]], ['Barreiro', '30640', [-19.9755, -44.0185]], ['Venda Nova', '31510', [-19.8165, -43.9545]], ['Floresta', '30150', [-19.9155, -43.9305]], ['Santa Tereza', '31010', [-19.9165, -43.9155]], ['Buritis', '30575', [-19.9755, -43.9655]], ['Padre Eustáquio', '30720', [-19.9125, -43.9745]]],
    streets: ['Avenida Afonso Pena', 'Rua da Bahia', 'Avenida do Contorno', 'Rua Pernambuco', 'Avenida Amazonas'],
  },
  {
    ibge: 3118601, uf: 'MG', ddd: '31',
    bairros: [['Eldorado', '32310', [-19.9395, -44.0395]], ['Industrial', '32210', [-19.9505, -44.0065]]],
    streets: ['Avenida João César de Oliveira', 'Rua Rio Comprido'],
  },
  {
    ibge: 3106705, uf: 'MG', ddd: '31',
    bairros: [['Centro', '32600', [-19.9675, -44.1985]], ['Jardim Teresópolis', '32681', [-19.9395, -44.1645]]],
    streets: ['Avenida Governador Valadares', 'Rua do Rosário'],
  },
];

/** Category → colour and its tags (name, colour). */
// prettier-ignore
export const TAG_TREE: { category: string; color: string; tags: [string, string][] }[] = [
  {
    category: 'Áreas de interesse',
    color: 'blue',
    tags: [['Saúde', 'red'], ['Educação', 'blue'], ['Segurança', 'indigo'], ['Transporte', 'cyan'], ['Meio ambiente', 'green'], ['Cultura', 'grape'], ['Habitação', 'orange'], ['Emprego e renda', 'teal']],
  },
  {
    category: 'Comunidade',
    color: 'green',
    tags: [['Liderança comunitária', 'violet'], ['Associação de moradores', 'lime'], ['Igreja', 'yellow'], ['Esporte', 'teal'], ['Grupo da terceira idade', 'pink'], ['Juventude', 'cyan'], ['Sindicato', 'gray']],
  },
  {
    category: 'Relacionamento',
    color: 'orange',
    tags: [['Apoiador', 'green'], ['Voluntário', 'lime'], ['Multiplicador', 'orange'], ['Imprensa', 'gray'], ['Servidor público', 'indigo']],
  },
];
