/**
 * Cards whose English text src/data writes from the card's numbers (Companies, Export, Business
 * Deals, Immigration, Political Agendas, the Automas' AI and priority cards): their Portuguese text
 * is written from the same numbers, so it can never disagree with the data. Only the Companies'
 * names are words of their own (COMPANY_NAMES).
 */
import type { AiCard, PriorityCard } from '../../../data/automa/schema.ts';
import { GOODS, type Industry } from '../../../data/common.ts';
import type { CompanyCard } from '../../../data/companies.schema.ts';
import type { BusinessDeal, ExportCard, ImmigrationCard, PoliticalAgenda } from '../../../data/decks.ts';
import { businessDealTariff } from '../../../data/decks.ts';
import { INDUSTRY_RESOURCE } from '../../../data/names.ts';
import type { NameAndText } from '../types.ts';
import { VOCABULARY as V } from './vocabulary.ts';

/** Company names by card id. */
export const COMPANY_NAMES: Record<string, string> = {
  'capitalist.supermarket': 'Supermercado',
  'capitalist.vegetable-farm': 'Fazenda de Hortaliças',
  'capitalist.fast-food-chain': 'Rede de Fast Food',
  'capitalist.fish-farm': 'Piscicultura',
  'capitalist.automated-grain-farm': 'Fazenda de Grãos Automatizada',
  'capitalist.automated-dairy-farm': 'Fazenda Leiteira Automatizada',
  'capitalist.shopping-mall': 'Shopping Center',
  'capitalist.hotel': 'Hotel',
  'capitalist.fashion-company': 'Empresa de Moda',
  'capitalist.stadium': 'Estádio',
  'capitalist.car-manufacturer': 'Montadora de Automóveis',
  'capitalist.electronics-manufacturer': 'Fabricante de Eletrônicos',
  'capitalist.clinic': 'Clínica',
  'capitalist.hospital': 'Hospital',
  'capitalist.medical-village': 'Complexo Médico',
  'capitalist.pharmaceutical-company': 'Indústria Farmacêutica',
  'capitalist.college': 'Faculdade',
  'capitalist.academy': 'Academia de Ensino',
  'capitalist.university': 'Universidade',
  'capitalist.institute-of-technology': 'Instituto de Tecnologia',
  'capitalist.radio-station': 'Estação de Rádio',
  'capitalist.publishing-house': 'Editora',
  'capitalist.lobbying-firm': 'Empresa de Lobby',
  'capitalist.tv-station': 'Emissora de TV',
  'middle.convenience-store': 'Loja de Conveniência',
  'middle.organic-farm': 'Fazenda Orgânica',
  'middle.fast-food-restaurant': 'Lanchonete de Fast Food',
  'middle.game-store': 'Loja de Games',
  'middle.electronics-store': 'Loja de Eletrônicos',
  'middle.jewelry-store': 'Joalheria',
  'middle.doctors-office': 'Consultório Médico',
  'middle.medical-laboratory': 'Laboratório Médico',
  'middle.pharmacy': 'Farmácia',
  'middle.tutoring-company': 'Centro de Reforço Escolar',
  'middle.private-school': 'Escola Particular',
  'middle.training-center': 'Centro de Treinamento',
  'middle.local-newspaper': 'Jornal Local',
  'middle.regional-radio-station': 'Rádio Regional',
  'middle.pr-agency': 'Agência de RP',
  'public.university-hospital': 'Hospital Universitário',
  'public.technical-university': 'Universidade Tecnológica',
  'public.national-public-broadcasting': 'Radiodifusão Pública Nacional',
  'public.public-hospital': 'Hospital Público',
  'public.public-university': 'Universidade Pública',
  'public.regional-tv-station': 'Emissora de TV Regional',
  'cooperative.farm': 'Fazenda Cooperativa',
};

const produces = (industry: Industry, output: number) =>
  `${output} ${V.resources[INDUSTRY_RESOURCE[industry]]}`;
const wagesText = (w: readonly number[]) => w.join('/');

/** A select option's label holds 100 characters: a text that would not fit is written with short words. */
const LABEL_MAX = 100;

interface Words {
  skilled: string;
  unskilled: string;
  machinery: string;
}
const FULL: Words = { skilled: 'qualificado', unskilled: 'não qualificado', machinery: 'Maquinário' };
const SHORT: Words = { skilled: 'qualif.', unskilled: 'não qualif.', machinery: 'Maq.' };

function workersText(slots: CompanyCard['slots'], w: Words): string {
  const skilled = slots.filter((s) => s.skill !== null).length;
  const unskilled = slots.length - skilled;
  const parts: string[] = [];
  // "qualificado" agrees with the count; the short form does not change.
  const agree = (word: string, n: number) => (n > 1 && !word.endsWith('.') ? `${word}s` : word);
  if (skilled > 0) parts.push(`${skilled} ${agree(w.skilled, skilled)}`);
  if (unskilled > 0) parts.push(`${unskilled} ${agree(w.unskilled, unskilled)}`);
  return parts.join(' + ');
}

/** The same facts as the English text (src/data/companies.ts), in the same order. */
function companyText(c: CompanyCard, name: string, w: Words): string {
  const made = produces(c.industry, c.output);
  switch (c.owner) {
    case 'capitalist':
      if (c.automated)
        return `${name}: custo ${c.cost}, ${made}, automatizada (sem Trabalhadores nem salários)`;
      return (
        `${name}: custo ${c.cost}, ${made}, ${workersText(c.slots, w)}, salários ${wagesText(c.wages ?? [])}` +
        (c.machinery ? `, ${w.machinery} +${c.machinery}` : '')
      );
    case 'middle':
      return c.employee
        ? `${name}: custo ${c.cost}, ${made}; +${c.employee.bonus} com empregado ` +
            `${c.employee.skill ? w.skilled : w.unskilled} da CT a ${wagesText(c.wages ?? [])}`
        : `${name}: custo ${c.cost}, ${made}, 2 Trabalhadores da CM (${workersText(c.slots, w)})`;
    case 'public':
      return `${name}: custo ${c.cost}, ${made}, ${workersText(c.slots, w)}, salários ${wagesText(c.wages)}`;
    case 'cooperative':
      return `${name}: ${made}, ${c.slots.length} Trabalhadores ${w.unskilled}s da CT, sem salários`;
  }
}

export function companyWords(c: CompanyCard): NameAndText | undefined {
  const name = COMPANY_NAMES[c.id];
  if (name === undefined) return undefined;
  const text = companyText(c, name, FULL);
  return { name, text: text.length <= LABEL_MAX ? text : companyText(c, name, SHORT) };
}

/** "2›20": 2 goods for 20. The English card's → is not in the pictures' font; › is. */
export function exportWords(card: ExportCard): NameAndText {
  const name = `Exportação ${card.number}`;
  const short = GOODS.map(
    (good) =>
      `${V.resources[good]} ${card.transactions
        .filter((t) => t.good === good)
        .map((t) => `${t.amount}›${t.price}`)
        .join('/')}`,
  );
  return { name, text: `${name}: ${short.join(' · ')}` };
}

/** A Business Deal's goods in words and its tariffs under 6A and 6B (its name, text and description). */
export function businessDealTerms(deal: BusinessDeal) {
  const goods = [
    deal.food ? `${deal.food} ${V.resources.food}` : '',
    deal.luxury ? `${deal.luxury} ${V.resources.luxury}` : '',
  ]
    .filter(Boolean)
    .join(' + ');
  return { goods, a: businessDealTariff(deal, 'A'), b: businessDealTariff(deal, 'B') };
}

export function businessDealWords(deal: BusinessDeal): NameAndText {
  const { goods, a, b } = businessDealTerms(deal);
  return {
    name: `Acordo Comercial ${deal.number}`,
    text: `Acordo Comercial: ${goods} por ${deal.cost} (tarifa +${a} em 6A, +${b} em 6B)`,
  };
}

const workerSkill = (skill: Industry | null) => (skill ? V.skills[skill] : V.terms.unskilled.one);

export function immigrationWords(card: ImmigrationCard): NameAndText {
  return {
    name: `Imigração ${card.number}`,
    text: `Imigração: ${V.classShort.working} ${workerSkill(card.working)}, ${V.classShort.middle} ${workerSkill(card.middle)}`,
  };
}

export function politicalAgendaWords(card: PoliticalAgenda): NameAndText {
  const list = ([1, 2, 3, 4, 5] as const).map((k) => `${k}${card.policies[k]}`).join(' ');
  return { name: `Agenda Política ${card.number}`, text: `Agenda Política: ${list}` };
}

/** An AI card's name and one-line summary, as src/data/automa/build.ts writes them in English. */
export function aiCardWords(card: AiCard): NameAndText {
  const text = [
    `#${card.number} ${card.actions.map((a) => V.automa.iconShort[a]).join(' › ')}`,
    ...(card.policies.length > 0 ? [card.policies.map((p) => V.policies[p]).join(', ')] : []),
    ...(card.influence ? [V.resources.influence] : []),
  ].join(' | ');
  return { name: `${V.automa.names[card.automa]}: carta de IA ${card.number}`, text };
}

export function priorityCardWords(card: PriorityCard): NameAndText {
  const short = V.automa.short[card.automa];
  const what =
    card.kind === 'action'
      ? V.automa.priorityActions[card.action]
      : `${card.policy} ${V.policies[card.policy]}`;
  const kind = card.kind === 'action' ? 'Ação' : 'Política';
  return {
    name: `${short}, prioridade de ${kind}: ${what}`,
    text: `${short}, carta de prioridade de ${kind}: ${what}`,
  };
}
