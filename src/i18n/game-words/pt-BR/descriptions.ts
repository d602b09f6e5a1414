/**
 * The longer descriptions `/card` shows under a card's text, in Brazilian Portuguese, for the decks
 * whose English description src/data writes from the card's data: Action cards (the text, or a
 * longer detail, then the Policy requirement, the Legitimacy icons and the module), Companies,
 * Export, Business Deals, Immigration, Political Agendas and the Automas' AI and priority cards.
 * The same facts in the same order as the English (src/data/action-cards.ts, companies.ts,
 * decks.ts, automa/build.ts).
 */
import type { ActionCard } from '../../../data/action-cards.ts';
import type { AiCard, PriorityCard } from '../../../data/automa/schema.ts';
import type { Industry, PolicyRequirement, VotingClass } from '../../../data/common.ts';
import type { CompanyCard } from '../../../data/companies.schema.ts';
import type {
  BusinessDeal,
  EventCard,
  ExportCard,
  ImmigrationCard,
  PoliticalAgenda,
} from '../../../data/decks.ts';
import type { EventReward, LegitimacyIcon, Unit } from '../../../data/icons.ts';
import { INDUSTRY_RESOURCE } from '../../../data/names.ts';
import { AI_CARD_LINES } from './automa.ts';
import { businessDealTerms } from './composed.ts';
import { EVENT_TASKS } from './events.ts';
import { VOCABULARY as V } from './vocabulary.ts';

/** The Working Class's Extra Shift and the Middle Class's Public Sector Overtime do the same. */
const PUBLIC_EXTRA_SHIFT =
  'Escolha uma Empresa Pública em operação: o Estado paga os salários e ela produz de novo. Depois você ' +
  'pode comprar esse serviço do Estado, até sua População.';

/**
 * Action cards whose English description says more than their text (src/data's `detail`): by slug
 * when every class's card says the same, else by full id. The requirement, Legitimacy icons and
 * module are added after it, as for every card.
 */
export const ACTION_CARD_DETAILS: Record<string, string> = {
  'cooperative-farm':
    'Se você tiver pelo menos 3 Trabalhadores desempregados, construa uma Fazenda Cooperativa (ao lado do ' +
    'seu tabuleiro) e aloque 3 deles nela. Ela produz 2 Alimentos e não paga salários.',
  'healthcare-benefits':
    'Compre Saúde do Estado até sua População, pagando metade do preço total, arredondado para cima (5 ' +
    'Saúde a 5 custam 13). O Estado ainda marca o PV da sua peça de bem-estar em 4B.',
  'need-for-change':
    'Proponha até 2 Projetos de Lei. Cada um precisa da própria Influência para uma Votação Imediata; o ' +
    'segundo pode ser escolhido depois da primeira votação.',
  'labor-market-deregulation':
    'Aloque quantos Trabalhadores desempregados quiser. Com a Política 2 em C, você também pode realocar ' +
    'quantos Trabalhadores já alocados quiser (nunca os comprometidos).',
  'workplace-accident':
    'Escolha um setor e outro jogador: ele lhe paga 8 por Empresa dele nesse setor que emprega seus ' +
    'Trabalhadores (a Classe Capitalista paga da Receita, depois do Capital).',
  'boost-domestic-tourism':
    'Compre Luxo de um outro jogador, até sua População, pagando metade do preço (arredondado para cima); ' +
    'o Estado paga ao vendedor a outra metade.',
  'public-opinion-polling':
    'Proponha um Projeto de Lei e revele 5 cubos do saco. Você pode convocar a Votação Imediata dele sem ' +
    'gastar Influência, usando esses 5 cubos como o sorteio; os outros só declaram lados se a votação for ' +
    'convocada.',
  'working.extra-shift': PUBLIC_EXTRA_SHIFT,
  'state-scholarship':
    'Compre Educação do Estado até sua População, pagando metade do preço total, arredondado para cima. O ' +
    'Estado ainda marca o PV da sua peça de bem-estar em 5B.',
  'middle.foreign-market-insight':
    'Revele a próxima carta de Exportação; você pode torná-la a atual. Venda ao Mercado Externo, usando cada ' +
    'transação até 2 vezes. Descarte a carta de Exportação que não estiver em uso.',
  'middle.specialization':
    'Ponha um Trabalhador qualificado da Classe Trabalhadora, de qualquer setor, da Reserva nos ' +
    'desempregados; depois aloque até 3 Trabalhadores desempregados da Classe Trabalhadora em suas Empresas.',
  'middle.public-sector-overtime': PUBLIC_EXTRA_SHIFT,
  'competitive-wages':
    'Ponha uma Empresa sua no Salário N3 e traga para ela os Trabalhadores de uma Empresa Pública em ' +
    'operação do mesmo setor que tenha o mesmo número de Trabalhadores.',
  'bid-rigging':
    'Venda até 6 de Luxo ao Estado por 10 cada (não mais do que ele pode armazenar; ele pode ter de pegar ' +
    'um Empréstimo; com 2–3 jogadores o Luxo vai para a reserva) e ganhe 1 de Influência.',
  'shift-focus':
    'Veja os 2 Eventos do topo. Você pode descartar um Evento atual sem a penalidade e pôr um deles no ' +
    'lugar; os outros voltam ao topo. Depois faça uma Ação de Evento.',
  'denial-of-free-speech':
    'Mova até 2 de Influência da Mídia dos Serviços Públicos para sua Influência Pessoal. Escolha 2 outros ' +
    'jogadores: cada um lhe dá 1 de Influência. Não pode ser jogada se a Legitimidade de uma classe ' +
    'escolhida já for 1.',
  'higher-vat':
    'Cada outro jogador paga 15 ao Estado (pegando um Empréstimo se precisar). Não pode ser jogada se uma ' +
    'Legitimidade que o Estado baixaria já for 1.',
  nationalization:
    'Troque uma Empresa Pública parada por uma Empresa Capitalista parada sem ícone de Maquinário e não ' +
    'automatizada; ela entra no Setor Público. Você pode alocar Trabalhadores nela. Em 1B pague o custo ' +
    'dela à Classe Capitalista.',
  privatization:
    'Venda uma Empresa Pública em operação à Classe Capitalista pelo custo; ela passa ao Setor Privado e ' +
    'a contagem atual de Empresas Públicas cai em um.',
  'rising-covid-19-cases':
    'Receba Saúde do Estado de graça, até metade da sua População (arredondado para cima). Depois compre ' +
    'Saúde de quantas fontes quiser, até sua População de cada.',
  'momentum-for-change':
    'Ganhe 1 de Influência por marcador de Projeto seu na mesa de Política, depois Proponha um Projeto de ' +
    'Lei (sem Votação Imediata).',
  'change-of-government-agenda':
    'Se houver no máximo 3 Projetos propostos, descarte o Projeto de outro jogador (o marcador volta). ' +
    'Depois você, e em seguida esse jogador, pode Propor um Projeto de Lei.',
};

const UNITS: Record<Unit, readonly [string, string]> = {
  money: ['dinheiro', 'dinheiro'],
  food: ['Alimento', 'Alimentos'],
  luxury: ['Luxo', 'Luxo'],
  health: ['Saúde', 'Saúde'],
  education: ['Educação', 'Educação'],
  goods: ['item', 'itens'],
  'media-influence': ['Influência da Mídia', 'Influência da Mídia'],
  'voting-cubes': ['cubo de votação', 'cubos de votação'],
  companies: ['Empresa', 'Empresas'],
  'operational-health-companies': ['Empresa de Saúde em operação', 'Empresas de Saúde em operação'],
  'companies-with-working-class-worker': [
    'Empresa com Trabalhador da Classe Trabalhadora',
    'Empresas com Trabalhador da Classe Trabalhadora',
  ],
  'employed-workers': ['Trabalhador empregado', 'Trabalhadores empregados'],
  'unemployed-workers': ['Trabalhador desempregado', 'Trabalhadores desempregados'],
};

/** Units counted as an amount of something ("3 de Luxo"), not as things ("3 Empresas"). */
const MASS: ReadonlySet<Unit> = new Set(['money', 'luxury', 'health', 'education', 'media-influence']);

/** "por Saúde", "a cada 3 de Saúde", "a cada 2 itens". */
function perText(per: number, unit: Unit): string {
  const [one, many] = UNITS[unit];
  return per === 1 ? `por ${one}` : `a cada ${per} ${MASS.has(unit) ? 'de ' : ''}${many}`;
}

const signed = (delta: number) => `${delta > 0 ? '+' : '−'}${Math.abs(delta)}`;
const who = (cls: VotingClass | 'target') =>
  cls === 'target' ? 'a classe escolhida' : `a ${V.classes[cls]}`;

function iconText(icon: LegitimacyIcon): string {
  switch (icon.kind) {
    case 'change':
      return `${signed(icon.delta)} de Legitimidade com ${who(icon.class)}`;
    case 'change-per':
      return `+1 de Legitimidade com ${who(icon.class)} ${perText(icon.per, icon.unit)}`;
    case 'change-chosen':
      return `${signed(icon.delta)} de Legitimidade com ${icon.count} classes à escolha do Estado`;
    case 'token':
      return `um marcador de Legitimidade para ${who(icon.class)}`;
  }
}

function requirementText(reqs: readonly PolicyRequirement[]): string {
  return reqs.map((r) => `a Política ${r.policy} em ${r.sections.join(' ou ')}`).join(' e ');
}

/** An Action card's description, or undefined when its text or detail is not translated. */
export function actionCardDescription(card: ActionCard, text: string | undefined): string | undefined {
  const slug = card.id.slice(card.id.indexOf('.') + 1);
  const detail = ACTION_CARD_DETAILS[card.id] ?? ACTION_CARD_DETAILS[slug];
  const first = detail ?? (text === undefined ? undefined : `${text}.`);
  if (first === undefined) return undefined;
  const parts = [first];
  if (card.requirement.length > 0)
    parts.push(`Jogue pelo efeito só com ${requirementText(card.requirement)}.`);
  if (card.legitimacy.length > 0) parts.push(`4 jogadores: ${card.legitimacy.map(iconText).join('; ')}.`);
  if (card.module === 'crisis-and-control') parts.push('Carta de Crisis & Control.');
  return parts.join(' ');
}

// ---- Companies -------------------------------------------------------------------------------

const article = (n: number) => (n === 1 ? 'um' : String(n));
const made = (industry: Industry, output: number) =>
  output === 1 && industry === 'food'
    ? '1 Alimento'
    : `${output} ${V.resources[INDUSTRY_RESOURCE[industry]]}`;
const wages = (w: readonly number[]) => `${w.join('/')} em N1/N2/N3`;

/** "um Trabalhador qualificado em Saúde e 2 Trabalhadores não qualificados". */
function workersNeeded(industry: Industry, slots: CompanyCard['slots']): string {
  const skilled = slots.filter((s) => s.skill !== null).length;
  const unskilled = slots.length - skilled;
  const parts: string[] = [];
  if (skilled > 0) parts.push(`${article(skilled)} Trabalhador ${V.skills[industry]}`);
  if (unskilled > 0)
    parts.push(
      unskilled === 1 ? 'um Trabalhador não qualificado' : `${unskilled} Trabalhadores não qualificados`,
    );
  return parts.join(' e ');
}

export function companyDescription(c: CompanyCard): string {
  const sector = V.industries[c.industry];
  const output = made(c.industry, c.output);
  switch (c.owner) {
    case 'capitalist':
      return [
        `Empresa de ${sector} da Classe Capitalista. Custa ${c.cost} para construir e produz ${output}.`,
        c.automated
          ? 'Automatizada: sempre em operação, não precisa de Trabalhadores e não paga salários.'
          : `Precisa de ${workersNeeded(c.industry, c.slots)}; salários ${wages(c.wages ?? [])}.`,
        c.machinery
          ? `Um marcador de Maquinário soma ${c.machinery} à produção.`
          : c.automated
            ? ''
            : 'Não pode receber marcador de Maquinário.',
        c.startingCopies > 0 ? 'Uma cópia está no baralho e uma segunda começa no tabuleiro.' : '',
      ]
        .filter((s) => s.length > 0)
        .join(' ');
    case 'middle': {
      const run = `Operada por um Trabalhador da Classe Média ${V.skills[c.industry]}, produz ${output}.`;
      if (!c.employee)
        return (
          `Empresa de ${sector} da Classe Média. Custa ${c.cost}. Operada por dois Trabalhadores da Classe ` +
          `Média (${workersNeeded(c.industry, c.slots)}), produz ${output}, sem salários a pagar.`
        );
      const employee = c.employee.skill
        ? `um Trabalhador da Classe Trabalhadora ${V.skills[c.employee.skill]}`
        : 'um Trabalhador não qualificado da Classe Trabalhadora';
      return (
        `Empresa de ${sector} da Classe Média. Custa ${c.cost}. ${run} Também pode empregar ${employee}, ` +
        `pago ${wages(c.wages ?? [])}, que soma ${made(c.industry, c.employee.bonus)}.` +
        (c.startingCopies > 0
          ? ' Uma cópia está no baralho e uma segunda começa no tabuleiro com 3–4 jogadores.'
          : '')
      );
    }
    case 'public': {
      const start =
        c.startsInRow1For[0] === 2
          ? 'Começa na fileira 1 com 2 jogadores; uma cópia de cada também preenche as fileiras 2 e 3.'
          : 'Começa na fileira 1 com 3–4 jogadores.';
      return (
        `Empresa Pública de ${sector}. O Tesouro paga ${c.cost} quando sua fileira abre; ela produz ` +
        `${output} para os Serviços Públicos. Precisa de ${workersNeeded(c.industry, c.slots)}; salários ` +
        `${wages(c.wages)}. ${start}`
      );
    }
    case 'cooperative':
      return (
        `Empresa de ${sector} da Classe Trabalhadora, construída só com a carta de Ação Fazenda Cooperativa ` +
        `e mantida ao lado do tabuleiro da Classe Trabalhadora. ${c.slots.length} Trabalhadores não ` +
        `qualificados da Classe Trabalhadora a operam; ela não paga salários e produz ${output}.`
      );
  }
}

// ---- The other decks written from numbers -----------------------------------------------------

export function exportDescription(card: ExportCard): string {
  const list = card.transactions.map((t) => `${t.amount} ${V.resources[t.good]} por ${t.price}`).join('; ');
  return (
    `Carta de Exportação ${card.number}. Cada transação vende essa quantidade por esse valor e pode ser ` +
    `usada uma vez por ação Vender ao Mercado Externo: ${list}.`
  );
}

export function businessDealDescription(deal: BusinessDeal): string {
  const { goods, a, b } = businessDealTerms(deal);
  return (
    `A Classe Capitalista compra ${goods} do Mercado Externo por ${deal.cost}. Para o Armazém comum ela ` +
    `também paga a tarifa ao Estado (+${a} em 6A, +${b} em 6B, nada em 6C); para a Zona Franca paga só ` +
    `${deal.cost}, e esses bens só podem ser exportados.`
  );
}

const aWorker = (skill: Industry | null) =>
  skill ? `um Trabalhador ${V.skills[skill]}` : 'um Trabalhador não qualificado';

export function immigrationDescription(card: ImmigrationCard): string {
  return (
    'Comprada para Trabalhadores extras (Política 7B/7C e algumas cartas). A Classe Trabalhadora recebe ' +
    `${aWorker(card.working)}, a Classe Média ${aWorker(card.middle)}. Depois a carta vai para o fundo do baralho.`
  );
}

export function politicalAgendaDescription(card: PoliticalAgenda): string {
  const list = ([1, 2, 3, 4, 5] as const).map((k) => `${k}${card.policies[k]}`).join(' ');
  return `Objetivo do Estado nesta rodada: na Pontuação o Estado ganha 1 PV por Política igual a ${list}.`;
}

/** An AI card's description, or undefined when one of its lines is not translated. */
export function aiCardDescription(card: AiCard): string | undefined {
  const line = (english: string) => AI_CARD_LINES[english];
  const bonus = card.bonus ? line(card.bonus.text) : undefined;
  const priority = (card.specialPriority ?? []).map((r) => line(r.text));
  const special = line(card.special.text);
  if (special === undefined || (card.bonus && bonus === undefined) || priority.includes(undefined))
    return undefined;
  return [
    `Ícones: ${card.actions.map((a) => V.automa.icons[a]).join(', ')}.`,
    card.policies.length > 0
      ? `Políticas: ${card.policies.map((p) => `${p} ${V.policies[p]}`).join(', ')}.`
      : 'Sem Políticas.',
    card.bonus ? `Bônus (primeira ação): ${bonus}` : `Prioridade da Ação Especial: ${priority.join(' ')}`,
    `Ação Especial: ${special}`,
    `Indicador de Influência: ${card.influence ? 'sim' : 'não'}.`,
  ].join(' ');
}

export function priorityCardDescription(card: PriorityCard): string {
  const automa = V.automa.names[card.automa];
  return card.kind === 'action'
    ? `Modo avançado. O ${automa} faz ${V.automa.priorityActions[card.action]} quando esta carta tem a maior prioridade.`
    : `Modo avançado. Quando o ${automa} propõe um Projeto de Lei, escolhe a Política cuja carta de prioridade ` +
        `está mais alta; esta é a Política ${card.policy} (${V.policies[card.policy]}).`;
}

// ---- Events: the task, then the rewards and the penalty (src/data/decks.ts) -------------------

function rewardText(reward: EventReward): string {
  const opt = reward.option ? ` (ao dar ${reward.option} a cada)` : '';
  switch (reward.kind) {
    case 'legitimacy':
      return `${signed(reward.delta)} de Legitimidade${opt}`;
    case 'legitimacy-per':
      return `+1 de Legitimidade ${perText(reward.per, reward.unit)}${opt}`;
    case 'token':
      return `um marcador de Legitimidade${opt}`;
    case 'token-per':
      return `um marcador de Legitimidade ${perText(reward.per, reward.unit)}${opt}`;
    case 'vp':
      return `${reward.vp} PV${opt}`;
    case 'vp-per':
      return `${reward.vp} PV ${perText(reward.per, reward.unit)}${opt}`;
  }
}

/** An Event's description, or undefined when its task is not translated. */
export function eventDescription(card: EventCard): string | undefined {
  const task = EVENT_TASKS[card.id];
  if (task === undefined) return undefined;
  const rewards: string[] = [];
  for (const key of ['working', 'middle', 'capitalist', 'any'] as const) {
    const list = card.rewards[key];
    if (!list) continue;
    rewards.push(`${key === 'any' ? V.classes.state : V.classes[key]}: ${list.map(rewardText).join(', ')}`);
  }
  const penalised =
    card.penalty.classes === 'any-two'
      ? 'duas classes à escolha do Estado'
      : card.penalty.classes.map((c) => `a ${V.classes[c]}`).join(' e ');
  return `${task} Recompensa — ${rewards.join('; ')}. Se não for resolvido até a Pontuação: −1 de Legitimidade com ${penalised}.`;
}
