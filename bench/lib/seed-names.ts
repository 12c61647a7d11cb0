// pt-BR names for the citizens seed, with accents; repeats in SURNAMES make the common ones common (Silva in ≈ 14 % of names).
export const FEMALE_NAMES = list(`
  Maria, Ana, Francisca, Antônia, Adriana, Juliana, Márcia, Fernanda, Patrícia, Aline, Sandra,
  Camila, Amanda, Bruna, Jéssica, Letícia, Júlia, Luciana, Vanessa, Mariana, Gabriela, Vera, Vitória,
  Larissa, Cláudia, Beatriz, Rita, Luana, Sônia, Renata, Eliane, Josefa, Simone, Natália, Cristiane,
  Carla, Débora, Rosângela, Jaqueline, Rosa, Daniela, Aparecida, Marlene, Terezinha, Raimunda,
  Andréa, Fabiana, Lúcia, Raquel, Ângela, Rafaela, Joana, Luzia, Helena, Alícia, Lívia, Cecília,
  Isabela, Laís, Conceição, Maria Eduarda, Maria Clara, Ana Júlia, Maria Luíza, Ana Paula,
  Maria José, Maria Aparecida, Ana Beatriz, Maria das Graças, Maria de Fátima, Ana Lúcia,
  Maria Helena
`);

export const MALE_NAMES = list(`
  José, João, Antônio, Francisco, Carlos, Paulo, Pedro, Lucas, Luiz, Marcos, Luís, Gabriel, Rafael,
  Daniel, Marcelo, Bruno, Eduardo, Felipe, Raimundo, Rodrigo, Manoel, Mateus, André, Fernando, Fábio,
  Leonardo, Gustavo, Guilherme, Leandro, Tiago, Anderson, Ricardo, Márcio, Jorge, Sebastião,
  Alexandre, Roberto, Edson, Diego, Vítor, Sérgio, Cláudio, Matheus, Thiago, Geraldo, Adriano,
  Luciano, Júlio, Renato, Alex, Vinícius, Rogério, Samuel, Ronaldo, Mário, Flávio, Douglas, Igor,
  Davi, Otávio, Benedito, Joaquim, Caio, Heitor, Arthur, Bernardo, Enzo, Nícolas, Lázaro, Inácio,
  João Pedro, João Vitor, José Carlos, Luiz Fernando, Carlos Eduardo, Pedro Henrique, João Paulo,
  José Roberto, Paulo Sérgio, Antônio Carlos, Luiz Carlos, João Gabriel
`);

/** 'Silva*9' counts Silva nine times. */
export const SURNAMES = list(`
  Silva*9, Santos*6, Oliveira*5, Souza*4, Rodrigues*3, Ferreira*3, Alves*3, Pereira*3, Lima*3, Gomes*2,
  Costa*2, Ribeiro*2, Martins*2, Carvalho*2, Almeida*2, Lopes*2, Soares, Fernandes, Vieira, Barbosa,
  Rocha, Dias, Nascimento, Andrade, Moreira, Nunes, Marques, Machado, Mendes, Freitas, Cardoso, Ramos,
  Gonçalves, Santana, Teixeira, Araújo, Conceição, Magalhães, Brandão, Guimarães, Simões, Falcão,
  Batista, Monteiro, Cavalcanti, Correia, Pinto, Moura, Campos, Jesus, Reis, Borges, Medeiros, Aragão,
  Tavares, Peixoto, Sá, Castro, Nogueira, Farias, Azevedo, Coelho, Duarte, Miranda, Sampaio, Paiva,
  Bezerra, Amaral, Assunção, Figueiredo, Mota, Siqueira, Leão, Prado, Brito, Fonseca
`);

/** Drawn for about 1 in 400 surnames: 'xavier' is a rare search. */
export const RARE_SURNAMES = list(`
  Xavier, Quintela, Valadares, Zanetti, Bittencourt, Wanderley, Queiroga, Ubirajara
`);

export const PROFESSIONS = list(`
  Professora, Professor, Comerciante, Motorista, Enfermeira, Aposentado, Aposentada, Pedreiro,
  Diarista, Estudante, Auxiliar administrativo, Vendedor, Vendedora, Costureira, Eletricista,
  Agente comunitário de saúde, Cabeleireira, Mecânico, Servidor público, Do lar,
  Técnico em informática, Pastor, Metalúrgico, Cozinheira, Segurança, Advogada, Médico
`);

/** A comma-separated list; 'Name*3' repeats a name three times. */
export function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      const [name, times] = s.split('*');
      return Array.from({ length: Number(times ?? 1) }, () => name!);
    });
}
