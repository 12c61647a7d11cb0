// What the demonstration provider writes: plausible pt-BR text built from the prompt's own lines (no model,
// no network), so every AI button works on `npm start` and the tests have a predictable partner.
import type { ChatMessage } from './ai-client.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The value of a 'Campo: valor' line of the prompt. */
function field(text: string, name: string): string {
  const re = new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi');
  return re.exec(text)?.[1]?.trim() ?? '';
}

function lines(text: string, prefix: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith(prefix));
}

/** The first sentences of a text, up to about `max` characters, ending on a full stop. */
function gist(text: string, max = 420): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean.replace(/[.;,\s]*$/, '.');
  const cut = clean.slice(0, max);
  const stop = cut.lastIndexOf('. ');
  return stop > 80 ? cut.slice(0, stop + 1) : `${cut.replace(/\s+\S*$/, '')}…`;
}

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

/** An ofício names no citizen and carries no contact data (LGPD): the demo drops them from the relato. */
function withoutPersonalData(text: string): string {
  return text
    .replace(/\s*\([^)]*\[(?:CPF|TELEFONE|EMAIL)_\d+\][^)]*\)/g, '')
    .replace(/,?\s*\b(?:CPF|telefone|e-mail)\s*:?\s*\[(?:CPF|TELEFONE|EMAIL)_\d+\]/gi, '')
    .replace(/\[(?:CPF|TELEFONE|EMAIL)_\d+\]/g, '')
    .replace(/\[NOME_\d+\]/g, 'o munícipe');
}

function oficio(user: string): string {
  const title = field(user, 'Título') || 'solicitação de providências';
  const description = withoutPersonalData(field(user, 'Descrição'));
  const place = field(user, 'Local');
  const tratamento = field(user, 'Tratamento') || 'Vossa Senhoria';
  const instructions = field(user, 'Instruções');
  const paragraphs = [
    `Assunto: Solicitação de providências — ${title.replace(/[.\s]+$/, '')}.`,
    `Cumprimentando ${tratamento} cordialmente, dirijo-me a ${tratamento} para encaminhar solicitação recebida por este gabinete sobre o seguinte assunto: ${lowerFirst(title.replace(/[.\s]+$/, ''))}.`,
  ];
  if (description) paragraphs.push(`Conforme o relato recebido, ${lowerFirst(gist(description))}`);
  if (place) paragraphs.push(`O local indicado é ${place.replace(/[.\s]+$/, '')}.`);
  if (instructions) paragraphs.push(`Ressalto, ainda, o seguinte: ${lowerFirst(gist(instructions, 300))}`);
  paragraphs.push(
    'Diante do exposto, solicito a gentileza de determinar ao setor competente a análise da situação e a adoção das providências cabíveis, informando a este gabinete as medidas adotadas e o prazo previsto para a solução.',
    `Certo da atenção de ${tratamento}, coloco-me à disposição para os esclarecimentos que se fizerem necessários.`,
  );
  return paragraphs.join('\n\n');
}

function indicacao(user: string): string {
  const title = (field(user, 'Título') || 'melhorias no bairro').replace(/[.\s]+$/, '');
  const description = withoutPersonalData(field(user, 'Descrição'));
  const place = field(user, 'Local').replace(/[.\s]+$/, '');
  const instructions = field(user, 'Instruções');
  const paragraphs = [
    `Assunto: Indicação — ${title}.`,
    `Indica ao Poder Executivo municipal, por meio do setor competente, a adoção de providências quanto a ${lowerFirst(title)}${place ? `, em ${place}` : ''}.`,
    'Justificativa',
  ];
  if (description) paragraphs.push(`Chegou a este gabinete o relato de que ${lowerFirst(gist(description))}`);
  if (instructions) paragraphs.push(`Destaca-se, ainda, o seguinte: ${lowerFirst(gist(instructions, 300))}`);
  paragraphs.push(
    'A medida atende ao interesse público e à segurança e ao bem-estar dos moradores, razão pela qual se solicita a atenção do Poder Executivo para a sua execução com a brevidade possível.',
  );
  return paragraphs.join('\n\n');
}

const TOPICS: [RegExp, string][] = [
  [/buraco|asfalto|pavimenta|calcada|rua/, 'a situação da via'],
  [/ilumina|poste|lampada|escur/, 'a iluminação pública'],
  [/posto|ubs|consulta|medic|remedio|exame|hospital|saude/, 'o atendimento de saúde'],
  [/escola|creche|vaga|matricula|professor/, 'a vaga escolar'],
  [/onibus|linha|ponto|transporte/, 'o transporte coletivo'],
  [/lixo|entulho|coleta|mato|terreno/, 'a limpeza urbana'],
  [/agua|esgoto|vazamento|bueiro|alagamento/, 'o problema de água e esgoto'],
];

function sacReply(user: string): string {
  const contact = field(user, 'Contato');
  const messages = lines(user, '- Munícipe:').map((l) => l.slice('- Munícipe:'.length).trim());
  const last = fold(messages.join(' '));
  const topic = TOPICS.find(([re]) => re.test(last))?.[1] ?? 'o seu pedido';
  const hello = contact ? `Olá, ${contact.split(/\s+/)[0]}!` : 'Olá!';
  return [
    `${hello} Obrigado por falar com a equipe do gabinete.`,
    `Recebemos sua mensagem sobre ${topic} e já registramos o pedido para acompanhamento. Vamos verificar com o setor responsável da Prefeitura e retornamos por aqui assim que tivermos novidades.`,
    'Se puder, envie também o endereço completo com um ponto de referência e, se tiver, uma foto do local. Isso ajuda a agilizar o encaminhamento.',
  ].join('\n\n');
}

function chatSummary(user: string): string {
  const contact = field(user, 'Contato') || 'o munícipe';
  const fromCitizen = lines(user, '- Munícipe:').map((l) => l.slice('- Munícipe:'.length).trim());
  const fromTeam = lines(user, '- Gabinete:');
  const all = fold(fromCitizen.join(' '));
  const topic = TOPICS.find(([re]) => re.test(all))?.[1] ?? 'um pedido ao gabinete';
  const mood = sentimentOf(fromCitizen.at(-1) ?? '');
  return [
    `Resumo da conversa com ${contact.replace(/^Contato:\s*/, '')}:`,
    `• ${fromCitizen.length} mensagem(ns) do munícipe e ${fromTeam.length} resposta(s) da equipe.`,
    `• Assunto principal: ${topic}.`,
    fromCitizen[0] ? `• Primeiro pedido: ${gist(fromCitizen[0], 160)}` : '',
    fromCitizen.length > 1 ? `• Última mensagem do munícipe: ${gist(fromCitizen.at(-1)!, 160)}` : '',
    fromTeam.length
      ? '• A equipe já respondeu; confira se o combinado foi cumprido antes de responder de novo.'
      : '• Ainda sem resposta da equipe: vale responder logo.',
    `• Tom da última mensagem: ${mood}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

const NEGATIVE = new RegExp(
  [
    'absurd|descaso|revolt|indign|reclam|pessim|horrivel|terrivel|vergonha|cansad|raiva|desrespeito|abandon',
    'ninguem resolve|nao resolve|nada foi feito|e nada|ate hoje|ainda nao|de novo|piorou|demora|esperando ha',
    'urgente|socorro|perigo|risco|quase caiu|alag|em falta',
    'sem (agua|luz|iluminacao|remedio|medic|dipirona|insulina|atendimento|resposta)',
    'ha (duas|tres|quatro|\\d+) (semanas|meses)|faz \\d+ (dias|semanas|meses)',
  ].join('|'),
);
const POSITIVE =
  /obrigad|agradec|parabens|excelente|otimo|maravilh|resolvid|deu certo|muito bom|gratidao|elogi/;

/** Keyword rules of the demonstration provider: deterministic, plausible, no model. */
function sentimentOf(text: string): 'positivo' | 'neutro' | 'negativo' {
  const t = fold(text);
  if (NEGATIVE.test(t)) return 'negativo';
  if (POSITIVE.test(t)) return 'positivo';
  return 'neutro';
}

function classification(user: string): string {
  const areas = field(user, 'Áreas do gabinete')
    .split(';')
    .map((a) => a.trim())
    .filter(Boolean);
  const message = field(user, 'Mensagem do munícipe');
  const text = fold(message);
  let topic = 'outro';
  let best = 0;
  for (const name of areas) {
    let score = 0;
    for (const [areaRe, wordsRe] of AREA_WORDS) if (areaRe.test(fold(name)) && wordsRe.test(text)) score += 2;
    if (score > best) [topic, best] = [name, score];
  }
  return JSON.stringify({ sentimento: sentimentOf(message), assunto: topic });
}

function citizenSummary(user: string): string {
  const name = field(user, 'Eleitor') || 'o eleitor';
  const demands = lines(user, '- Demanda');
  const open = demands.filter((l) => /aberta|aguardando|andamento|encaminhad/i.test(l) && !/conclu/i.test(l));
  const visits = lines(user, '- Atendimento');
  const messages = lines(user, '- Mensagem');
  const titleOf = (l: string) => l.replace(/^[^:]*:\s*/, '').replace(/[.\s]+$/, '');
  const parts = [`Resumo do histórico de ${name}:`];
  parts.push(
    demands.length
      ? `• ${demands.length} demanda(s) registrada(s), ${open.length} ainda em andamento. A mais recente trata de ${lowerFirst(titleOf(demands[0]!))}.`
      : '• Nenhuma demanda registrada até agora.',
  );
  if (visits.length)
    parts.push(
      `• ${visits.length} atendimento(s) no gabinete; o último foi sobre ${lowerFirst(titleOf(visits[0]!))}.`,
    );
  if (messages.length)
    parts.push(
      `• ${messages.length} mensagem(ns) recente(s) no SAC; o contato mais recente foi pelo WhatsApp.`,
    );
  parts.push(
    open.length
      ? '• Ponto de atenção: há pedido em aberto — vale dar um retorno sobre o andamento no próximo contato.'
      : '• Ponto de atenção: nenhum pedido pendente; um contato de relacionamento é oportuno.',
  );
  return parts.join('\n');
}

const AREA_WORDS: [RegExp, RegExp][] = [
  [/saude/, /posto|ubs|consulta|medic|remedio|exame|hospital|vacina|dentista|cirurgia/],
  [
    /obra|infra|urban|via|pavimenta/,
    /buraco|asfalto|calcada|pavimenta|bueiro|ilumina|poste|lampada|ponte|galeria|guia|sarjeta/,
  ],
  [/educa/, /escola|creche|vaga|matricula|professor|merenda|uniforme/],
  [/seguran/, /assalto|roubo|policia|violencia|guarda|furto|drogas/],
  [/ambient|limpeza/, /arvore|poda|lixo|entulho|mato|terreno|coleta|animal|queimada/],
  [/assist|social/, /cesta|cadastro unico|bolsa|cras|auxilio|aluguel social|moradia/],
  [/transporte|mobilidade|transito/, /onibus|linha|ponto de onibus|transito|semaforo|faixa|lombada/],
  [/esporte|lazer/, /quadra|campo|academia|praca|parque/],
  [/cultura/, /biblioteca|teatro|festa|evento cultural|musica/],
];

function triage(user: string): string {
  const areas = field(user, 'Áreas disponíveis')
    .split(';')
    .map((a) => a.trim())
    .filter(Boolean);
  const text = fold(`${field(user, 'Título')} ${field(user, 'Descrição')}`);
  let best: { name: string; score: number } | null = null;
  for (const name of areas) {
    const folded = fold(name);
    let score = folded
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4)
      .filter((w) => text.includes(w.slice(0, 5))).length;
    for (const [areaRe, wordsRe] of AREA_WORDS) {
      if (areaRe.test(folded) && wordsRe.test(text)) score += 2;
    }
    if (score > 0 && (!best || score > best.score)) best = { name, score };
  }
  const priority = /urgente|risco de vida|desaba|emergencia|sem agua ha|incendio/.test(text)
    ? 'urgente'
    : /crianca|idos|acamad|gestante|risco|perigo|acidente|deficien|doente/.test(text)
      ? 'alta'
      : /sugest|quando possivel|elogio|informa/.test(text)
        ? 'baixa'
        : 'media';
  const reason =
    (best ? `O relato trata de assuntos da área ${best.name}` : 'Não há área que se destaque no relato') +
    (priority === 'urgente'
      ? ', e há indício de risco imediato.'
      : priority === 'alta'
        ? ', e envolve pessoas vulneráveis ou risco.'
        : priority === 'baixa'
          ? ', e parece uma sugestão sem prazo.'
          : ', sem sinal de urgência.');
  return JSON.stringify({ area: best?.name ?? null, prioridade: priority, motivo: reason });
}

/** The demonstration provider's answer to a prompt, chosen by the 'Tarefa:' line of the system message. */
export function demoAnswer(messages: readonly ChatMessage[]): string {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const user = messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
  const task = fold(field(system, 'Tarefa'));
  if (task.startsWith('oficio')) return oficio(user);
  if (task.startsWith('indicacao')) return indicacao(user);
  if (task.startsWith('resposta')) return sacReply(user);
  if (task.startsWith('resumo da conversa')) return chatSummary(user);
  if (task.startsWith('resumo')) return citizenSummary(user);
  if (task.startsWith('triagem')) return triage(user);
  if (task.startsWith('classificacao')) return classification(user);
  return 'Conexão funcionando: o provedor respondeu em português.';
}
