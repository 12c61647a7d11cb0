// The prompts of each feature, built from the office's own records (always scoped to the caller's office)
// and pseudonymised before they leave: only the minimum each task needs (LGPD art. 6, III).
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  OCCURRENCE_CHANNEL_LABELS,
  OCCURRENCE_STATUS_LABELS,
  PRIORITY_LABELS,
  type AiDemandTriageInput,
  type AiOficioInput,
  type AiSacReplyInput,
  type OccurrenceChannel,
  type OccurrenceStatus,
  type Priority,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { areas } from '../areas/areas.table.ts';
import { chatMessages, chats } from '../chats/chats.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { authorityOf } from '../documents/documents-compose.ts';
import { documents } from '../documents/documents.table.ts';
import { demandCitizens, demandStatuses, demands } from '../demands/demands.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import type { ChatMessage } from './ai-client.ts';
import { createPseudonymizer } from './pseudonymize.ts';

export interface Prompt {
  messages: ChatMessage[];
  /** Placeholder → original, to restore the answer. */
  map: ReadonlyMap<string, string>;
}

const COMMON = [
  'Você ajuda a equipe de um gabinete parlamentar brasileiro. Escreva em português do Brasil, com linguagem clara, respeitosa e objetiva.',
  'Os dados pessoais foram trocados por marcadores como [NOME_1], [CPF_1], [TELEFONE_1], [EMAIL_1] e [ENDERECO_1]. Quando precisar de um deles, repita o marcador exatamente como está; nunca invente nomes, documentos, telefones ou endereços.',
  'Não faça juízo sobre religião, saúde ou opinião política das pessoas. Seu texto é uma sugestão que uma pessoa da equipe vai revisar antes de usar.',
].join('\n');

const system = (task: string, rules: string[]) => [`Tarefa: ${task}`, COMMON, ...rules].join('\n');

/** Full name and first name (and social name) of each person, for the pseudonymiser. */
function namesOf(...people: (string | null | undefined)[]): string[] {
  return people.flatMap((n) => {
    const name = n?.trim();
    if (!name) return [];
    const first = name.split(/\s+/)[0]!;
    return first.length >= 3 && first !== name ? [name, first] : [name];
  });
}

const clip = (s: string | null | undefined, max: number) => {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max)}…` : t;
};

const day = (d: Date | string) => {
  const iso = typeof d === 'string' ? d : d.toISOString().slice(0, 10);
  const [y, m, dd] = iso.slice(0, 10).split('-');
  return `${dd}/${m}/${y}`;
};

async function demandOf(db: Db, org: string, id: string) {
  const [row] = await db
    .select({
      demand: demands,
      areaName: areas.name,
      statusName: demandStatuses.name,
      city: municipalities.name,
    })
    .from(demands)
    .leftJoin(areas, eq(areas.id, demands.areaId))
    .innerJoin(demandStatuses, eq(demandStatuses.id, demands.statusId))
    .leftJoin(municipalities, eq(municipalities.ibge, demands.cityIbge))
    .where(and(eq(demands.id, id), eq(demands.organizationId, org), isNull(demands.deletedAt)));
  if (!row) throw new AppError('DEMAND_NOT_FOUND', 404);
  return row;
}

async function demandPeople(db: Db, org: string, demandId: string) {
  const rows = await db
    .select({ name: citizens.name, socialName: citizens.socialName })
    .from(demandCitizens)
    .innerJoin(citizens, eq(citizens.id, demandCitizens.citizenId))
    .where(and(eq(demandCitizens.demandId, demandId), eq(demandCitizens.organizationId, org)));
  return rows.flatMap((r) => namesOf(r.name, r.socialName));
}

/** The recipient chosen, else the one of the demanda's latest document that has one (Contatos de autoridades). */
async function recipientFor(db: Db, org: string, demandId: string, authorityId: string | null | undefined) {
  if (authorityId) return authorityOf(db, org, authorityId);
  const [doc] = await db
    .select({ authorityId: documents.authorityId })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, org),
        eq(documents.demandId, demandId),
        isNotNull(documents.authorityId),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(desc(documents.updatedAt))
    .limit(1);
  return doc?.authorityId ? authorityOf(db, org, doc.authorityId).catch(() => null) : null;
}

/** How each document kind the AI drafts is written (the same prompt otherwise). */
const DRAFT_RULES = {
  oficio: {
    task: 'ofício',
    rules: [
      'Redija o corpo de um ofício no padrão do Manual de Redação da Presidência da República, a partir da demanda abaixo.',
      'A primeira linha é "Assunto: " seguida de uma frase curta. Depois, de 3 a 5 parágrafos separados por uma linha em branco.',
      'Não escreva endereçamento, vocativo, fecho, assinatura, local e data: o editor do gabinete acrescenta.',
    ],
  },
  indicacao: {
    task: 'indicação',
    rules: [
      'Redija o texto de uma indicação legislativa (proposição em que o parlamentar sugere ao Poder Executivo uma medida de interesse público), a partir da demanda abaixo.',
      'A primeira linha é "Assunto: " seguida de uma frase curta. Depois, um parágrafo que começa com "Indica" e diz a medida e o local, e uma "Justificativa" de 2 a 3 parágrafos, separados por uma linha em branco.',
      'Não escreva número, endereçamento, local, data nem assinatura: o editor do gabinete acrescenta.',
    ],
  },
} as const;

export async function oficioPrompt(db: Db, org: string, input: AiOficioInput): Promise<Prompt> {
  const { demand, areaName, city } = await demandOf(db, org, input.demandId);
  const authority = await recipientFor(db, org, demand.id, input.authorityId);
  const draft = DRAFT_RULES[input.kind ?? 'oficio'];
  const p = createPseudonymizer(await demandPeople(db, org, demand.id));
  const street = [demand.street, demand.number].filter(Boolean).join(', ');
  const place = [
    street
      ? /^(rua|r\.|av|avenida|travessa|alameda|praça|estrada|rodovia)/i.test(street)
        ? street
        : `Rua ${street}`
      : '',
    demand.neighborhood ? `bairro ${demand.neighborhood}` : '',
    city ?? '',
  ]
    .filter(Boolean)
    .join(', ');
  const user = [
    `Título: ${clip(demand.title, 300)}`,
    `Descrição: ${clip(demand.description, 3000)}`,
    place ? `Local: ${place}` : '',
    areaName ? `Área: ${areaName}` : '',
    `Protocolo no gabinete: ${formatProtocol(demand.protocolYear, demand.protocolNumber)}`,
    authority
      ? `Destinatário: ${authority.cargo}${authority.organ ? ` — ${authority.organ}` : ''}`
      : `Destinatário: ${input.kind === 'indicacao' ? 'Poder Executivo municipal' : 'autoridade competente'}`,
    `Tratamento: ${authority?.tratamento || (input.kind === 'indicacao' ? 'Vossa Excelência' : 'Vossa Senhoria')}`,
    input.instructions?.trim() ? `Instruções: ${clip(input.instructions, 2000)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    messages: [
      {
        role: 'system',
        content: system(draft.task, [
          ...draft.rules,
          'Use o tratamento indicado (por exemplo Vossa Excelência) de forma coerente. Não cite o nome de quem pediu (LGPD).',
        ]),
      },
      { role: 'user', content: p.apply(user) },
    ],
    map: p.map,
  };
}

/** A chat of the office and its last `limit` messages (oldest first), with a pseudonymiser for its names. */
async function chatTranscript(db: Db, org: string, chatId: string, limit: number, max: number) {
  const [chat] = await db
    .select({ chat: chats, citizenName: citizens.name, socialName: citizens.socialName })
    .from(chats)
    .leftJoin(citizens, eq(citizens.id, chats.citizenId))
    .where(and(eq(chats.id, chatId), eq(chats.organizationId, org)));
  if (!chat) throw new AppError('AI_CHAT_NOT_FOUND', 404);
  const recent = await db
    .select({ direction: chatMessages.direction, body: chatMessages.body, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chat.chat.id),
        eq(chatMessages.organizationId, org),
        inArray(chatMessages.direction, ['in', 'out']),
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  const contact = chat.socialName || chat.citizenName || chat.chat.contactName || '';
  const history = recent
    .reverse()
    .filter((m) => m.body?.trim())
    .map((m) => `${m.direction === 'in' ? '- Munícipe:' : '- Gabinete:'} ${clip(m.body, max)}`);
  return {
    contact: contact ? `Contato: ${contact.split(/\s+/)[0]}` : '',
    history,
    p: createPseudonymizer(namesOf(chat.citizenName, chat.socialName, chat.chat.contactName)),
  };
}

export async function sacReplyPrompt(db: Db, org: string, input: AiSacReplyInput): Promise<Prompt> {
  const { contact, history, p } = await chatTranscript(db, org, input.chatId, 12, 800);
  const user = [
    contact,
    'Conversa (mais antigas primeiro):',
    ...history,
    input.draft?.trim() ? `Rascunho do atendente (continue a partir dele): ${clip(input.draft, 2000)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    messages: [
      {
        role: 'system',
        content: system('resposta no SAC', [
          'Sugira a próxima resposta do atendente para o munícipe no WhatsApp do gabinete: curta (até 4 frases), cordial, sem promessas de prazo ou de resultado.',
          'Escreva como a equipe do gabinete, nunca como se fosse o(a) parlamentar (Res. TSE 23.732/2024). Sem assinatura.',
        ]),
      },
      { role: 'user', content: p.apply(user) },
    ],
    map: p.map,
  };
}

/** 'Resumir conversa' in the SAC: a long chat in a few lines for whoever takes it over. */
export async function chatSummaryPrompt(db: Db, org: string, chatId: string): Promise<Prompt> {
  const { contact, history, p } = await chatTranscript(db, org, chatId, 80, 400);
  const user = [contact, 'Conversa (mais antigas primeiro):', ...history].filter(Boolean).join('\n');
  return {
    messages: [
      {
        role: 'system',
        content: system('resumo da conversa do SAC', [
          'Resuma a conversa do WhatsApp abaixo em até 6 itens curtos: o que o munícipe pediu, o que a equipe já respondeu ou combinou, o que está pendente e o tom da conversa.',
          'Não deduza nem registre opinião política, religião ou condição de saúde.',
        ]),
      },
      { role: 'user', content: p.apply(user) },
    ],
    map: p.map,
  };
}

export const activeAreas = (db: Db, org: string) =>
  db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(and(eq(areas.organizationId, org), eq(areas.active, true)))
    .orderBy(asc(areas.name));

/** Sentiment and topic of one citizen's message: the office's áreas as the topics, JSON back. */
export async function classificationPrompt(
  db: Db,
  org: string,
  input: { body: string; knownNames: (string | null | undefined)[] },
  /** The office's active áreas when the caller already has them (the demo seed reads many messages). */
  known?: { id: string; name: string }[],
) {
  const areaRows = known ?? (await activeAreas(db, org));
  const p = createPseudonymizer(namesOf(...input.knownNames));
  const user = [
    `Áreas do gabinete: ${areaRows.map((a) => a.name).join('; ')}`,
    `Mensagem do munícipe: ${clip(input.body, 1500)}`,
  ].join('\n');
  return {
    areas: areaRows,
    messages: [
      {
        role: 'system',
        content: system('classificação de mensagem', [
          'Classifique a mensagem recebida pelo WhatsApp do gabinete: o sentimento de quem escreveu e o assunto.',
          'Responda só com JSON, sem texto em volta: {"sentimento": "positivo|neutro|negativo", "assunto": "nome exato de uma das áreas ou outro"}.',
          'Negativo: reclamação, insatisfação, urgência ou sofrimento; positivo: agradecimento ou elogio; neutro: pedido de informação ou relato sem emoção.',
        ]),
      },
      { role: 'user', content: p.apply(user) },
    ] satisfies ChatMessage[],
    map: p.map,
  };
}

export async function citizenSummaryPrompt(db: Db, org: string, citizenId: string): Promise<Prompt> {
  const [citizen] = await db
    .select({
      name: citizens.name,
      socialName: citizens.socialName,
      nickname: citizens.nickname,
      neighborhood: citizens.neighborhood,
      createdAt: citizens.createdAt,
    })
    .from(citizens)
    .where(and(eq(citizens.id, citizenId), eq(citizens.organizationId, org), isNull(citizens.deletedAt)));
  if (!citizen) throw new AppError('CITIZEN_NOT_FOUND', 404);
  const [demandRows, visitRows, chatRows] = await Promise.all([
    db
      .select({ demand: demands, statusName: demandStatuses.name, areaName: areas.name })
      .from(demandCitizens)
      .innerJoin(demands, eq(demands.id, demandCitizens.demandId))
      .innerJoin(demandStatuses, eq(demandStatuses.id, demands.statusId))
      .leftJoin(areas, eq(areas.id, demands.areaId))
      .where(
        and(
          eq(demandCitizens.citizenId, citizenId),
          eq(demandCitizens.organizationId, org),
          isNull(demands.deletedAt),
        ),
      )
      .orderBy(desc(demands.openedAt))
      .limit(15),
    db
      .select()
      .from(occurrences)
      .where(
        and(
          eq(occurrences.citizenId, citizenId),
          eq(occurrences.organizationId, org),
          isNull(occurrences.deletedAt),
        ),
      )
      .orderBy(desc(occurrences.occurredAt))
      .limit(15),
    db
      .select({ body: chatMessages.body, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(
        and(eq(chats.citizenId, citizenId), eq(chats.organizationId, org), eq(chatMessages.direction, 'in')),
      )
      .orderBy(desc(chatMessages.createdAt))
      .limit(10),
  ]);
  const p = createPseudonymizer(namesOf(citizen.name, citizen.socialName, citizen.nickname));
  const user = [
    `Eleitor: ${citizen.socialName || citizen.name}`,
    citizen.neighborhood ? `Bairro: ${citizen.neighborhood}` : '',
    `Cadastrado em: ${day(citizen.createdAt)}`,
    'Demandas (mais recentes primeiro):',
    ...demandRows.map(
      ({ demand, statusName, areaName }) =>
        `- Demanda ${formatProtocol(demand.protocolYear, demand.protocolNumber)} (${statusName}, aberta em ${day(demand.openedAt)}${areaName ? `, área ${areaName}` : ''}, prioridade ${PRIORITY_LABELS[demand.priority as Priority] ?? demand.priority}): ${clip(demand.title, 200)}`,
    ),
    'Atendimentos:',
    ...visitRows.map(
      (o) =>
        `- Atendimento em ${day(o.occurredAt)} (${OCCURRENCE_CHANNEL_LABELS[o.channel as OccurrenceChannel] ?? o.channel}, ${OCCURRENCE_STATUS_LABELS[o.status as OccurrenceStatus] ?? o.status}): ${clip(o.subject, 200)}`,
    ),
    'Mensagens recentes do eleitor no SAC:',
    ...chatRows
      .reverse()
      .filter((m) => m.body?.trim())
      .map((m) => `- Mensagem em ${day(m.createdAt)}: ${clip(m.body, 300)}`),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    messages: [
      {
        role: 'system',
        content: system('resumo do histórico do eleitor', [
          'Resuma o histórico deste eleitor com o gabinete em até 6 itens curtos: o que pediu, o que está em aberto, o último contato e um ponto de atenção para o próximo atendimento.',
          'Não deduza nem registre opinião política, religião ou condição de saúde.',
        ]),
      },
      { role: 'user', content: p.apply(user) },
    ],
    map: p.map,
  };
}

export async function triagePrompt(db: Db, org: string, input: AiDemandTriageInput) {
  const areaRows = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(and(eq(areas.organizationId, org), eq(areas.active, true)))
    .orderBy(asc(areas.name));
  const p = createPseudonymizer();
  const user = [
    `Áreas disponíveis: ${areaRows.map((a) => a.name).join('; ')}`,
    'Prioridades possíveis: baixa; media; alta; urgente',
    `Título: ${clip(input.title, 300)}`,
    `Descrição: ${clip(input.description, 4000)}`,
  ].join('\n');
  return {
    areas: areaRows,
    messages: [
      {
        role: 'system',
        content: system('triagem de demanda', [
          'Escolha a área (exatamente um dos nomes da lista, ou null) e a prioridade da nova demanda.',
          'Responda só com JSON, sem texto em volta: {"area": "nome da área ou null", "prioridade": "baixa|media|alta|urgente", "motivo": "uma frase"}.',
          'Urgente só quando houver risco imediato à vida ou à saúde; alta quando envolver pessoas vulneráveis ou risco.',
        ]),
      },
      { role: 'user', content: p.apply(user) },
    ] satisfies ChatMessage[],
    map: p.map,
  };
}
