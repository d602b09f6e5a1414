/**
 * The Automas' cards in Brazilian Portuguese: Instruction cards and the shared cards by id, and the
 * parts of AI cards that `/automa` shows (bonus, Special Action, Special Action priority). Those
 * parts have no ids of their own and repeat from card to card, so they are keyed by their English
 * text: a changed English text then shows up as a missing translation in
 * test/i18n/game-words.test.ts instead of keeping an out-of-date one.
 * ACT, ACM, ACC: the Automas of the Classe Trabalhadora, Média and Capitalista.
 */
import type { NameAndText } from '../types.ts';

export const AUTOMA_CARDS: Record<string, NameAndText> = {
  // Working Class Automa
  'automa.working.instruction.check-workers': {
    name: 'ACT: Verificar Trabalhadores',
    text: 'ACT VERIFICAÇÃO: Alocar Trabalhadores, Manifestação ou Ação Especial sobe.',
  },
  'automa.working.instruction.check-policies': {
    name: 'ACT: Verificar Políticas',
    text: 'ACT VERIFICAÇÃO: Desejadas 1A 2A 3A 4A 5A 6C 7B; Propor Projeto de Lei sobe.',
  },
  'automa.working.instruction.check-goods-and-services': {
    name: 'ACT: Verificar Bens e Serviços',
    text: 'ACT VERIFICAÇÃO: consegue comprar Saúde, Educação ou Luxo igual à População?',
  },
  'automa.working.instruction.check-strike': {
    name: 'ACT: Verificar Greve',
    text: 'ACT VERIFICAÇÃO: Greve sobe conforme Mercado de Trabalho e Sindicatos.',
  },
  'automa.working.instruction.action-criteria-1': {
    name: 'ACT: Critérios de Ação (Propor Projeto de Lei, Greve)',
    text: 'ACT: quando pode Propor um Projeto de Lei ou fazer Greve.',
  },
  'automa.working.instruction.action-criteria-2': {
    name: 'ACT: Critérios de Ação (Alocar Trabalhadores, Comprar Bens e Serviços)',
    text: 'ACT: quando pode Alocar Trabalhadores ou Comprar Bens e Serviços.',
  },
  'automa.working.instruction.strike-token-placement': {
    name: 'ACT: Critérios para Colocar marcadores de Greve',
    text: 'ACT: onde colocar até Sindicatos + 2 marcadores de Greve.',
  },
  'automa.working.instruction.buy-goods-criteria': {
    name: 'ACT: Critérios para Comprar Bens e Serviços',
    text: 'ACT: o que comprar e de quem.',
  },
  'automa.working.instruction.assign-workers-criteria': {
    name: 'ACT: Critérios para Alocar Trabalhadores',
    text: 'ACT: onde alocar Trabalhadores.',
  },
  'automa.working.instruction.skilled-worker-criteria': {
    name: 'ACT: Critérios de Trabalhador Qualificado',
    text: 'ACT: qual Trabalhador qualificado tirar da Reserva.',
  },
  // Middle Class Automa
  'automa.middle.instruction.check-policies': {
    name: 'ACM: Verificar Políticas',
    text: 'ACM VERIFICAÇÃO: Desejadas 1B 2B 3B 4B 5B 6B 7A; Propor Projeto de Lei sobe.',
  },
  'automa.middle.instruction.check-companies': {
    name: 'ACM: Verificar Empresas',
    text: 'ACM VERIFICAÇÃO: Construir Empresa ou Ação Especial sobe.',
  },
  'automa.middle.instruction.check-workers': {
    name: 'ACM: Verificar Trabalhadores',
    text: 'ACM VERIFICAÇÃO: Alocar Trabalhadores ou Ação Especial sobe.',
  },
  'automa.middle.instruction.check-foreign-market': {
    name: 'ACM: Verificar Mercado Externo',
    text: 'ACM VERIFICAÇÃO: Vender ao Mercado Externo sobe com 2+ transações ou pouco dinheiro.',
  },
  'automa.middle.instruction.check-goods-and-services': {
    name: 'ACM: Verificar Bens e Serviços',
    text: 'ACM VERIFICAÇÃO: consegue comprar Saúde, Educação ou Luxo igual à População?',
  },
  'automa.middle.instruction.building-company-criteria': {
    name: 'ACM: Critérios para Construir Empresa',
    text: 'ACM: qual Empresa construir (nunca uma terceira do mesmo setor).',
  },
  'automa.middle.instruction.skilled-worker-criteria': {
    name: 'ACM: Critérios de Trabalhador Qualificado',
    text: 'ACM: qual Trabalhador qualificado tirar da Reserva.',
  },
  'automa.middle.instruction.buy-goods-criteria': {
    name: 'ACM: Critérios para Comprar Bens e Serviços',
    text: 'ACM: o que comprar e de quem.',
  },
  'automa.middle.instruction.assign-working-class-criteria': {
    name: 'ACM: Critérios para Alocar Trabalhadores da CT',
    text: 'ACM: qual Empresa sua recebe Trabalhadores da CT de um efeito.',
  },
  'automa.middle.instruction.assign-middle-class-criteria': {
    name: 'ACM: Critérios para Alocar Trabalhadores da CM',
    text: 'ACM: onde alocar seus próprios Trabalhadores.',
  },
  'automa.middle.instruction.extra-shift-criteria': {
    name: 'ACM: Critérios de Turno Extra',
    text: 'ACM: qual Empresa faz o Turno Extra (nunca Mídia).',
  },
  'automa.middle.instruction.action-criteria-1': {
    name: 'ACM: Critérios de Ação (Comprar Bens e Serviços, Construir Empresa, Alocar Trabalhadores)',
    text: 'ACM: quando pode Comprar Bens e Serviços, Construir uma Empresa ou Alocar Trabalhadores.',
  },
  'automa.middle.instruction.action-criteria-2': {
    name: 'ACM: Critérios de Ação (Propor Projeto de Lei, Vender ao Mercado Externo, Ação Especial)',
    text: 'ACM: quando pode Propor um Projeto, Vender ao Mercado Externo ou fazer a Ação Especial.',
  },
  // Capitalist Class Automa
  'automa.capitalist.instruction.check-companies': {
    name: 'ACC: Verificar Empresas',
    text: 'ACC VERIFICAÇÃO: Construir Empresa, Vender Empresa ou Ação Especial sobe.',
  },
  'automa.capitalist.instruction.check-policies': {
    name: 'ACC: Verificar Políticas',
    text: 'ACC VERIFICAÇÃO: Desejadas 1C 2C 3C 4C 5C 6A 7C; Propor Projeto de Lei sobe.',
  },
  'automa.capitalist.instruction.check-foreign-market': {
    name: 'ACC: Verificar Mercado Externo',
    text: 'ACC VERIFICAÇÃO: Vender ao Mercado Externo +1 por transação se 2 forem possíveis.',
  },
  'automa.capitalist.instruction.check-influence': {
    name: 'ACC: Verificar Influência',
    text: 'ACC VERIFICAÇÃO: Fazer Lobby sobe quando os outros gastariam mais nos Projetos.',
  },
  'automa.capitalist.instruction.action-criteria-1': {
    name: 'ACC: Critérios de Ação (Propor Projeto de Lei, Fazer Lobby, Ação Especial)',
    text: 'ACC: quando pode Propor um Projeto de Lei, Fazer Lobby ou fazer a Ação Especial.',
  },
  'automa.capitalist.instruction.action-criteria-2': {
    name: 'ACC: Critérios de Ação (Construir Empresa, Vender ao Mercado Externo)',
    text: 'ACC: quando pode Construir (ou Vender) uma Empresa ou Vender ao Mercado Externo.',
  },
  'automa.capitalist.instruction.sell-company-criteria': {
    name: 'ACC: Critérios para Vender Empresa',
    text: 'ACC: qual Empresa vender (nunca uma em operação).',
  },
  'automa.capitalist.instruction.building-company-criteria': {
    name: 'ACC: Critérios para Construir Empresa',
    text: 'ACC: qual Empresa construir.',
  },
  'automa.capitalist.instruction.place-machinery-criteria': {
    name: 'ACC: Critérios para Colocar Maquinário',
    text: 'ACC: onde colocar Maquinário.',
  },
  'automa.capitalist.instruction.assign-workers-criteria': {
    name: 'ACC: Critérios para Alocar Trabalhadores',
    text: 'ACC: qual Empresa sua parada recebe Trabalhadores de um efeito.',
  },
  'automa.capitalist.instruction.response-to-strike': {
    name: 'ACC: Resposta à Greve',
    text: 'ACC: compre cartas de IA por Empresa em greve; um símbolo de Influência sobe o Salário para N3.',
  },
  // Shared
  'automa.desired-policies': {
    name: 'Políticas Desejadas',
    text: 'Políticas Desejadas: CT 1A–5A 6C 7B; CC 1C–5C 6A 7C; CM 1B–6B 7A; Estado 1B 2C 3A 4B 5B 6B 7C.',
  },
  'automa.spending-influence.winning': {
    name: 'Gastar Influência: Vencendo',
    text: 'Lado do Automa vencendo: compre cartas para igualar o que o outro lado ainda pode somar.',
  },
  'automa.spending-influence.losing-alone': {
    name: 'Gastar Influência: Perdendo, Sozinho',
    text: 'Automa perdendo sem aliados: gaste o necessário e depois compre contra o outro lado.',
  },
  'automa.spending-influence.losing-with-allies': {
    name: 'Gastar Influência: Perdendo, com Aliados',
    text: 'Automa perdendo com aliados que têm Influência: juntem e dividam o gasto.',
  },
};

/** The bonus, Special Action and Special Action priority lines of AI cards, by their English text. */
export const AI_CARD_LINES: Record<string, string> = {
  // Working Class Automa
  '2B/2C: assign up to 4 unemployed Workers; each Company owner pays you 4 per Worker.':
    '2B/2C: aloque até 4 desempregados; o dono de cada Empresa lhe paga 4 por Trabalhador.',
  'Reveal cubes until 3 of other classes show; replace those with Working Class cubes.':
    'Revele cubos até sair 3 de outras classes; troque-os por cubos da Classe Trabalhadora.',
  'First build a Cooperative Farm, if able, and assign Workers there.':
    'Primeiro construa uma Fazenda Cooperativa, se puder, e aloque Trabalhadores nela.',
  'Buy 3 Influence from the State at 5 each; add 2 cubes for each one not bought.':
    'Compre 3 de Influência do Estado a 5 cada; ponha 2 cubos por unidade não comprada.',
  '4A/4B: the State first gives 5 per unemployed Worker; buy only from Public Services.':
    '4A/4B: o Estado primeiro dá 5 por desempregado; compre só dos Serviços Públicos.',
  'Draw 6 cubes from the bag; return the Working Class ones and remove the rest.':
    'Tire 6 cubos do saco; devolva os da Classe Trabalhadora e remova o resto.',
  'The State sells you Education at half price (rounded up) this turn.':
    'Neste turno o Estado lhe vende Educação pela metade do preço (arred. p/ cima).',
  'Add Voting cubes equal to your Population.': 'Ponha cubos de votação iguais à sua População.',
  'Before proposing the Bill, add 2 Voting cubes to the bag.':
    'Antes de propor o Projeto, ponha 2 cubos de votação no saco.',
  'Take 15 from the player whose Companies employ most of your Workers.':
    'Tome 15 do jogador cujas Empresas empregam mais Trabalhadores seus.',
  'Call an Immediate Vote on the Bill without spending Influence.':
    'Convoque uma Votação Imediata do Projeto sem gastar Influência.',
  'If able, give 20 to the Capitalist Class and gain 5 VP.':
    'Se puder, dê 20 à Classe Capitalista e ganhe 5 PV.',
  '7B/7C: first get a skilled Worker from the Supply (Skilled Worker Criteria).':
    '7B/7C: primeiro pegue um Trabalhador qualificado da Reserva (Critérios de Trabalhador Qualificado).',
  '2B: assign any number of unemployed Workers; 2C: any number of Workers.':
    '2B: aloque quantos desempregados quiser; 2C: quantos Trabalhadores quiser.',
  'A Public Education Company with your Workers produces first.':
    'Uma Empresa Pública de Educação com Trabalhadores seus produz primeiro.',
  'The State sells you Health at half price (rounded up) this turn.':
    'Neste turno o Estado lhe vende Saúde pela metade do preço (arred. p/ cima).',
  'With at least 4 unemployed Workers, remove 2 (unskilled first) and get 10.':
    'Com pelo menos 4 desempregados, remova 2 (não qualificados primeiro) e receba 10.',
  'Propose the Bill on your Desired section even if not adjacent (Immediate Vote only if adjacent).':
    'Proponha o Projeto na sua seção Desejada mesmo sem ser adjacente (Votação Imediata só se adjacente).',
  '2B/2C: the State first gives you 1 per employed Worker.':
    '2B/2C: o Estado primeiro lhe dá 1 por Trabalhador empregado.',
  '1A/1B: the State pays half (rounded down) of the Luxury you buy from players.':
    '1A/1B: o Estado paga metade (arred. p/ baixo) do Luxo que você compra de jogadores.',
  'A Public Healthcare Company with your Workers produces first.':
    'Uma Empresa Pública de Saúde com Trabalhadores seus produz primeiro.',
  'Propose 2 Bills instead of 1, if able.': 'Proponha 2 Projetos em vez de 1, se puder.',
  // Middle Class Automa
  'Perform an Extra Shift (Extra Shift Criteria).': 'Faça um Turno Extra (Critérios de Turno Extra).',
  'Reveal cubes until 3 of other classes show; replace those with Middle Class cubes.':
    'Revele cubos até sair 3 de outras classes; troque-os por cubos da Classe Média.',
  'Buy the resource from every available source (yourself too), up to your Population from each.':
    'Compre o recurso de todas as fontes disponíveis (você também), até sua População de cada.',
  'Draw 6 cubes from the bag; return the Middle Class ones and remove the rest.':
    'Tire 6 cubos do saco; devolva os da Classe Média e remova o resto.',
  'Sell up to 6 Education to the State at 10 each.': 'Venda até 6 de Educação ao Estado a 10 cada.',
  'Sell up to 6 Health to the State at 10 each.': 'Venda até 6 de Saúde ao Estado a 10 cada.',
  '6A/6B: pay no tariffs on Food or Luxury from the Foreign Market.':
    '6A/6B: não pague tarifas sobre Alimentos ou Luxo do Mercado Externo.',
  '2B/2C: the State first gives 2 per Worker you have in Public or Capitalist Class Companies.':
    '2B/2C: o Estado primeiro dá 2 por Trabalhador seu em Empresas Públicas ou da Classe Capitalista.',
  'Get 5 from the State per Company with a WC Worker; then an Extra Shift in one of them.':
    'Receba 5 do Estado por Empresa com Trabalhador da CT; depois um Turno Extra numa delas.',
  'If able, pay 6 per Population to gain 1 Prosperity.':
    'Se puder, pague 6 por ponto de População para ganhar 1 de Prosperidade.',
  'Add 2 Voting cubes plus 1 per Public or CC Company employing your Workers.':
    'Ponha 2 cubos de votação mais 1 por Empresa Pública ou da CC com Trabalhadores seus.',
  '1A/1B: the State pays the cost of the Company you build.':
    '1A/1B: o Estado paga o custo da Empresa que você constrói.',
  'Assign up to 3 unemployed WC Workers to your Companies; the State pays you 5 each.':
    'Aloque até 3 desempregados da CT em suas Empresas; o Estado lhe paga 5 por cada.',
  'A non-Media Company costs 4 less; then get a Storage for the resource it produces.':
    'Uma Empresa que não seja de Mídia custa 4 a menos; depois ganhe um Armazém do recurso dela.',
  '7B/7C: build using a skilled Middle Class Worker of your choice from the Supply.':
    '7B/7C: construa usando um Trabalhador qualificado da Classe Média da Reserva, à sua escolha.',
  'Get 5 more for each Foreign Market transaction.': 'Receba 5 a mais por transação no Mercado Externo.',
  '1A/1B: the State gives you 5 for each Foreign Market transaction.':
    '1A/1B: o Estado lhe dá 5 por transação no Mercado Externo.',
  'With at least 4 unemployed Workers: +1 per unemployed Worker.':
    'Com pelo menos 4 desempregados: +1 por Trabalhador desempregado.',
  // Capitalist Class Automa
  'Build 2 Companies instead of 1, then add 2 new Companies to your Market.':
    'Construa 2 Empresas em vez de 1 e depois ponha 2 Empresas novas no seu Mercado.',
  '1A/1B: the State pays you 5 per Company you own.':
    '1A/1B: o Estado lhe paga 5 por Empresa que você possui.',
  'Selling a Company without Machinery this turn earns twice its cost.':
    'Vender neste turno uma Empresa sem Maquinário rende o dobro do custo.',
  'One of your non-automated Companies produces again (pay its Wages).':
    'Uma Empresa sua não automatizada produz de novo (pague os Salários).',
  'Unless it is the final round, pay 20 for Machinery; you may pay 25 more for a second.':
    'Exceto na última rodada, pague 20 por Maquinário; pode pagar mais 25 por um segundo.',
  '+1 per Company that could take Machinery.': '+1 por Empresa que poderia receber Maquinário.',
  '+1 per 2 Production phases left.': '+1 a cada 2 Fases de Produção restantes.',
  '6B/6C: first make a Business Deal, if able.': '6B/6C: primeiro feche um Acordo Comercial, se puder.',
  'Reveal cubes until 3 of other classes show; replace those with Capitalist Class cubes.':
    'Revele cubos até sair 3 de outras classes; troque-os por cubos da Classe Capitalista.',
  'Draw 6 cubes from the bag; return the Capitalist Class ones and remove the rest.':
    'Tire 6 cubos do saco; devolva os da Classe Capitalista e remova o resto.',
  'Make a Business Deal.': 'Feche um Acordo Comercial.',
  '1A/1B: the State pays half (rounded down) of a Luxury or Agricultural Company you build.':
    '1A/1B: o Estado paga metade (arred. p/ baixo) de uma Empresa de Luxo ou Agricultura que construir.',
  'Pay 50 from your Capital to the State and gain 7 VP.': 'Pague 50 do seu Capital ao Estado e ganhe 7 PV.',
  'Build the Company for 10 less.': 'Construa a Empresa por 10 a menos.',
  '7B/7C: pay 10; Workers from the Supply make a non-operational Company operational.':
    '7B/7C: pague 10; Trabalhadores da Reserva põem uma Empresa parada em operação.',
  '4A/4B: assign unemployed Workers to a non-operational Company; the State pays 5 each.':
    '4A/4B: aloque desempregados numa Empresa parada; o Estado paga 5 por cada.',
  'First sell up to 4 Food at 15 each, as an extra transaction.':
    'Primeiro venda até 4 Alimentos a 15 cada, como transação extra.',
  '2B/2C: move the Workers of a matching operational Public Company into yours, at L3.':
    '2B/2C: traga os Trabalhadores de uma Empresa Pública equivalente em operação para a sua, em N3.',
  'If able, pay 25 to propose 2 Bills.': 'Se puder, pague 25 para propor 2 Projetos.',
  '6A/6B: add 2 cubes per Agricultural Company (at 6A also per Luxury Company).':
    '6A/6B: ponha 2 cubos por Empresa de Agricultura (em 6A também por Empresa de Luxo).',
  '6A/6B: +1 per Agricultural Company.': '6A/6B: +1 por Empresa de Agricultura.',
  '6A: +1 per Luxury Company.': '6A: +1 por Empresa de Luxo.',
  'Add 3 Voting cubes; if able, pay 15 to add 3 more.':
    'Ponha 3 cubos de votação; se puder, pague 15 para pôr mais 3.',
  'First sell up to 6 Luxury at 10 each, as an extra transaction.':
    'Primeiro venda até 6 de Luxo a 10 cada, como transação extra.',
  'Sell up to 9 Health to the State at 10 each.': 'Venda até 9 de Saúde ao Estado a 10 cada.',
  'Sell up to 9 Education to the State at 10 each.': 'Venda até 9 de Educação ao Estado a 10 cada.',
  'With 150 or more Revenue, move half of it (rounded down) to Capital.':
    'Com 150 ou mais de Receita, mova metade dela (arred. p/ baixo) para o Capital.',
  'With 150+ Revenue: +1 per 100 Revenue.': 'Com 150+ de Receita: +1 a cada 100 de Receita.',
  '3A: +2.': '3A: +2.',
  '3B: +1.': '3B: +1.',
  'Sell up to 6 Luxury to the State at 10 each and gain 1 Influence.':
    'Venda até 6 de Luxo ao Estado a 10 cada e ganhe 1 de Influência.',
  '+1 per 3 Luxury held.': '+1 a cada 3 de Luxo que tiver.',
  '+1 if you have no Influence.': '+1 se você não tiver Influência.',
};

/** The Instruction and shared cards' longer descriptions, by card id. */
export const AUTOMA_DESCRIPTIONS: Record<string, string> = {
  'automa.working.instruction.check-workers':
    'Primeiro troque Trabalhadores qualificados em vagas não qualificadas por desempregados não ' +
    'qualificados. Alocar Trabalhadores sobe 1 por Trabalhador se uma alocação empregaria pelo menos 2 ' +
    'desempregados, e 2 por Sindicato que uma alocação formaria. Se nada disso a moveu, Ação Especial sobe 1. ' +
    'Se os desempregados excederem as vagas disponíveis, Manifestação sobe a diferença.',
  'automa.working.instruction.check-policies':
    'Políticas Desejadas 1A 2A 3A 4A 5A 6C 7B. Para cada uma das 2 Políticas da carta cuja carta de ' +
    'prioridade não está separada, enquanto houver marcador de Projeto disponível: Propor Projeto de Lei +1 ' +
    'se a Política está ao lado da seção Desejada, +2 se a 2 passos, e +1 a mais se for o Mercado de ' +
    'Trabalho; a carta da Política anda o mesmo número de passos. Se nenhum Projeto puder ser proposto para ' +
    'nenhuma, Ação Especial +1.',
  'automa.working.instruction.check-goods-and-services':
    'Verifique se Saúde, Educação e Luxo podem ser comprados em quantidade igual à População (de até 2 ' +
    'fontes) e pagos. Se nenhum puder: Ação Especial +1. Senão, para cada recurso possível: grátis +3, até 6 ' +
    'por unidade +2, mais de 6 por unidade +1 a Comprar Bens e Serviços.',
  'automa.working.instruction.check-strike':
    'Com o Mercado de Trabalho em 2B e pelo menos 2 Sindicatos: Greve +1 a cada 3 Empresas possíveis. Com o ' +
    'Mercado de Trabalho em 2C: Greve +1 a cada 2 Empresas possíveis e a carta da Política Mercado de ' +
    'Trabalho +1. Conte só Empresas que pagam o Salário mínimo onde uma Greve seria possível.',
  'automa.working.instruction.action-criteria-1':
    'Propor Projeto de Lei: no modo simples, precisa de um marcador de Projeto disponível e de uma Política da ' +
    'carta fora da seção Desejada; no modo avançado, de um marcador e de uma carta de prioridade de Política ' +
    'numa fileira. Greve: o Mercado de Trabalho está em 2C, ou em 2B com pelo menos 2 Sindicatos, e pelo ' +
    'menos 2 Empresas podem entrar em greve, sem contar Empresas Públicas que dão seus serviços de graça.',
  'automa.working.instruction.action-criteria-2':
    'Alocar Trabalhadores: precisa poder alocar pelo menos 2 desempregados, ou 1 Trabalhador formando um ' +
    'Sindicato. No modo simples, se não puder e os desempregados excederem as vagas em pelo menos 2, faz uma ' +
    'Manifestação. Comprar Bens e Serviços: precisa poder comprar Saúde, Educação ou Luxo numa quantidade ' +
    'que aumente sua Prosperidade.',
  'automa.working.instruction.strike-token-placement':
    'Coloque até (Sindicatos + 2) marcadores de Greve em Empresas possíveis, nunca em Empresas Públicas que ' +
    'dão seus serviços de graça. Prefira: Empresas com Maquinário; a única Empresa em operação do setor para ' +
    'o dono; maior diferença de Salário entre níveis; Mídia, Saúde, Educação, Luxo, Agricultura; maior ' +
    'produção; ao acaso.',
  'automa.working.instruction.buy-goods-criteria':
    'Prefira: grátis; Educação se tiver 3 ou mais desempregados não qualificados; o mais barato (somando até 2 ' +
    'fontes; pule Saúde se aumentaria a População e houver outras opções); Saúde, Educação, Luxo; dos ' +
    'Serviços Públicos, do Mercado Externo, da Classe Capitalista, da Classe Média.',
  'automa.working.instruction.assign-workers-criteria':
    'Prefira: formar um Sindicato; mais desempregados alocados; cumprir um requisito de Sindicato; maiores ' +
    'Salários; Empresa Pública; Empresa da Classe Capitalista; Saúde ou Educação (o Serviço Público não ' +
    'produzido, senão o mais barato); Agricultura, Mídia, Luxo; ao acaso.',
  'automa.working.instruction.skilled-worker-criteria':
    'Pule uma qualificação que já está entre os desempregados, a não ser que outra seja necessária para um ' +
    'Sindicato. Prefira: poderia formar um Sindicato (empate: menos vagas disponíveis, depois ao acaso); ' +
    'cumpriria um requisito de Sindicato; mais vagas disponíveis em Empresas; mais vagas em Empresas do ' +
    'Mercado não construídas; Saúde ou Educação; Agricultura, Mídia, Luxo.',
  'automa.middle.instruction.check-policies':
    'Políticas Desejadas 1B 2B 3B 4B 5B 6B 7A. Para cada uma das 2 Políticas da carta cuja carta de ' +
    'prioridade não está separada, enquanto houver marcador de Projeto disponível: Propor Projeto de Lei +1 ' +
    'se ao lado da seção Desejada, +2 se a 2 passos; a carta da Política anda o mesmo número de passos. Se ' +
    'nenhum Projeto puder ser proposto para nenhuma, Ação Especial +1.',
  'automa.middle.instruction.check-companies':
    'Para cada Empresa do Mercado que pode pagar e operar: com pelo menos 2 Fases de Produção restantes, ' +
    'Construir Empresa +1 a cada 2 fases; se ela também tem uma vaga da Classe Trabalhadora que um ' +
    'desempregado poderia ocupar, +2; se produz um recurso que o ACM não produz agora, +2. Depois: ' +
    'Prosperidade pelo menos igual ao número de Empresas em plena operação, +2; se Construir Empresa andou 1 ' +
    'passo ou menos, Ação Especial +1.',
  'automa.middle.instruction.check-workers':
    'Primeiro troque Trabalhadores qualificados em vagas não qualificadas por desempregados não ' +
    'qualificados. Se pelo menos 2 desempregados puderem ser empregados, Alocar Trabalhadores +1 por ' +
    'Trabalhador; senão Ação Especial +1.',
  'automa.middle.instruction.check-foreign-market':
    'Com pelo menos 2 transações possíveis na carta de Exportação, Vender ao Mercado Externo +1 por ' +
    'transação, e +1 a mais se o ACM tiver 15 ou menos; senão Ação Especial +1.',
  'automa.middle.instruction.check-goods-and-services':
    'Como para o Automa da Classe Trabalhadora: se nenhum entre Saúde, Educação e Luxo puder ser comprado em ' +
    'quantidade igual à População (até 2 fontes), Ação Especial +1; senão, por recurso possível, grátis +3, ' +
    'até 6 por unidade +2, mais de 6 +1. A própria produção é grátis, mas conta como uma das 2 fontes.',
  'automa.middle.instruction.building-company-criteria':
    'Nunca construa uma Empresa num setor em que já tem 2. Prefira: um desempregado da Classe Trabalhadora ' +
    'pode ocupar a vaga; precisa só de Trabalhadores da Classe Média; setor com menos Empresas próprias em ' +
    'operação; Saúde ou Educação; Agricultura, Luxo, Mídia; maior produção; ao acaso.',
  'automa.middle.instruction.skilled-worker-criteria':
    'Pule qualificações que já estão entre seus desempregados. Prefira: necessária para Empresas do seu ' +
    'Mercado (não em setores em que já construiu 2; empate: outros Trabalhadores suficientes para operá-la, ' +
    'um setor que lhe falta, depois Agricultura, Educação, Saúde, Luxo, Mídia); necessária para Empresas ' +
    'paradas da Classe Capitalista ou Públicas; necessária para o Mercado Capitalista; ao acaso.',
  'automa.middle.instruction.buy-goods-criteria':
    'Prefira: grátis; Educação se tiver 3 ou mais desempregados não qualificados; o mais barato (até 2 fontes; ' +
    'pule Saúde se aumentaria a População e houver outras opções); Educação, Saúde, Luxo; dos Serviços ' +
    'Públicos, do Mercado Externo, da Classe Capitalista.',
  'automa.middle.instruction.assign-working-class-criteria':
    'Prefira: o recurso da Empresa está abaixo do limite do armazém; nenhuma outra Empresa própria nesse ' +
    'setor; não permite um Sindicato; Agricultura; Saúde ou Educação; Luxo; Mídia; ao acaso.',
  'automa.middle.instruction.assign-middle-class-criteria':
    'Prefira: mais desempregados alocados; maiores Salários; Empresa Pública; Empresa da Classe Capitalista; ' +
    'Saúde ou Educação; Agricultura; Mídia; Luxo; ao acaso.',
  'automa.middle.instruction.extra-shift-criteria':
    'Nunca uma Empresa de Mídia. Prefira: espaço no Armazém para a produção; 2 Trabalhadores da Classe Média; ' +
    'um Trabalhador da Classe Trabalhadora não comprometido; Agricultura; Saúde ou Educação; Luxo.',
  'automa.middle.instruction.action-criteria-1':
    'Comprar Bens e Serviços: pode comprar Saúde, Educação ou Luxo numa quantidade que aumente sua ' +
    'Prosperidade. Construir Empresa: uma Empresa do Mercado que possa pagar, os Trabalhadores necessários e ' +
    'uma vaga livre. Alocar Trabalhadores: pelo menos 2 desempregados podem ser alocados numa Empresa.',
  'automa.middle.instruction.action-criteria-2':
    'Propor Projeto de Lei: no modo simples, precisa de um marcador de Projeto e de uma Política da carta fora ' +
    'da seção Desejada; no modo avançado, de um marcador e de uma carta de prioridade de Política numa ' +
    'fileira. Vender ao Mercado Externo: pelo menos 2 transações. Ação Especial (modo simples): a primeira ' +
    'condição do bônus da carta é cumprida.',
  'automa.capitalist.instruction.check-companies':
    'Para cada Empresa do Mercado que pode pagar: se for automatizada ou se desempregados puderem ocupar todas ' +
    'as vagas, Construir Empresa +1 a cada 2 Fases de Produção restantes; se também produz um recurso que o ' +
    'ACC não produz agora, +1. Depois: Manifestação em andamento, +3; se Construir Empresa andou 1 passo ou ' +
    'menos, Ação Especial +1. Para cada Empresa própria parada que seria vendida por pelo menos 20, Vender ' +
    'Empresa +1 a cada 10.',
  'automa.capitalist.instruction.check-policies':
    'Políticas Desejadas 1C 2C 3C 4C 5C 6A 7C. Para cada uma das 2 Políticas da carta cuja carta de ' +
    'prioridade não está separada, enquanto houver marcador de Projeto disponível: Propor Projeto de Lei +1 ' +
    'se ao lado da seção Desejada, +2 se a 2 passos, e +1 a mais se for a Tributação; a carta da Política ' +
    'anda o mesmo número de passos. Se nenhum Projeto puder ser proposto para nenhuma, Ação Especial +1.',
  'automa.capitalist.instruction.check-foreign-market':
    'Veja a carta de Exportação atual. Com pelo menos 2 transações possíveis, Vender ao Mercado Externo +1 ' +
    'por transação; senão Ação Especial +1.',
  'automa.capitalist.instruction.check-influence':
    'Com pelo menos um Projeto proposto: some a Influência dos outros jogadores e o que eles ganhariam em ' +
    'Realizar Eleições. Se isso passar da Influência do ACC mais sua próxima produção, Fazer Lobby sobe a ' +
    'diferença; senão (ou sem Projetos) Ação Especial +1.',
  'automa.capitalist.instruction.action-criteria-1':
    'Propor Projeto de Lei: no modo simples, precisa de um marcador de Projeto e de uma Política da carta fora ' +
    'da seção Desejada; no modo avançado, de um marcador e de uma carta de prioridade de Política numa ' +
    'fileira. Fazer Lobby (modo simples): sua Influência é menor que a de todos os outros jogadores juntos. ' +
    'Ação Especial (modo simples): a primeira condição do bônus da carta é cumprida.',
  'automa.capitalist.instruction.action-criteria-2':
    'Construir Empresa: uma Empresa do Mercado que possa pagar, com vaga livre (o modo simples também precisa ' +
    'de Trabalhadores disponíveis ou de uma Empresa automatizada). Se não puder construir mas tiver uma ' +
    'Empresa parada que se venda por 20 ou mais, Vende essa Empresa. Vender ao Mercado Externo: pelo menos 2 ' +
    'transações possíveis.',
  'automa.capitalist.instruction.sell-company-criteria':
    'Nunca venda uma Empresa em operação. Prefira: maior custo; se posta em operação com Trabalhadores da ' +
    'Classe Trabalhadora cumpriria um requisito de Sindicato; menos desempregados compatíveis; ao acaso.',
  'automa.capitalist.instruction.building-company-criteria':
    'Prefira: Trabalhadores disponíveis para pô-la em operação; automatizada; o setor com menos Empresas ' +
    'próprias em operação; não permite um Sindicato; Agricultura, Luxo, Mídia; Saúde ou Educação; maior ' +
    'produção; ao acaso. Nunca construa uma Empresa parada num setor que já tem uma. Com Trabalhadores das ' +
    'duas classes disponíveis, use os da Classe Média, a não ser que haja uma Manifestação em andamento.',
  'automa.capitalist.instruction.place-machinery-criteria':
    'Prefira: nenhuma outra Empresa própria desse setor tem Maquinário; Agricultura; Luxo; Saúde ou Educação; ' +
    'maior produção; ao acaso.',
  'automa.capitalist.instruction.assign-workers-criteria':
    'Quando um efeito aloca Trabalhadores em suas Empresas paradas, prefira: nenhuma outra Empresa em ' +
    'operação nesse setor; não permite um Sindicato; Mídia; Saúde ou Educação; Agricultura; Luxo; ao acaso.',
  'automa.capitalist.instruction.response-to-strike':
    'No início da Produção, para cada Empresa em greve compre 2 cartas de IA se ela tiver Maquinário ou for a ' +
    'única Empresa em operação do seu setor, senão 1. Se alguma carta comprada mostrar o indicador de ' +
    'Influência, suba o Salário dessa Empresa para N3. Na rodada seguinte todos os Salários voltam ao mínimo.',
  'automa.desired-policies':
    'As Políticas que se supõe que cada papel quer. Classe Trabalhadora 1A 2A 3A 4A 5A 6C 7B; Classe ' +
    'Capitalista 1C 2C 3C 4C 5C 6A 7C; Classe Média 1B 2B 3B 4B 5B 6B 7A; Estado 1B 2C 3A 4B 5B 6B 7C. Um ' +
    'Automa apoia um Projeto que está na sua seção Desejada, ou que se move em direção a ela.',
  'automa.spending-influence.winning':
    'Quando o seu lado está vencendo a votação: se o outro lado tem exatamente a Influência necessária para ' +
    'virar a votação, compre 1; se tem mais, compre X, sendo X o total dele menos o necessário mais 1; se não ' +
    'tem nenhuma, não gaste nada. Cada carta de IA comprada com o indicador de Influência gasta 1.',
  'automa.spending-influence.losing-alone':
    'Quando o seu lado está perdendo e ele está sozinho nele: com Influência exatamente suficiente, compre 1 ' +
    'para gastar tudo se o outro lado tiver Influência, senão gaste o necessário. Com mais que o suficiente, ' +
    'gaste o necessário e depois compre X (o total do outro lado) se o outro lado tiver Influência.',
  'automa.spending-influence.losing-with-allies':
    'Quando o seu lado está perdendo e aliados nele têm Influência (Automas do mesmo lado juntam sua ' +
    'Influência e dividem o gasto): se o lado tiver exatamente o suficiente, não faça nada quando o outro lado ' +
    'tiver Influência, senão gaste tudo. Com mais que o suficiente: gaste o necessário e depois compre X (o ' +
    'total do outro lado) quando o outro lado tiver Influência; senão gaste o necessário menos 1 e depois ' +
    'compre 1.',
};

/**
 * The lines of the CHECK Instruction cards (advanced mode), as `/automa`'s Why? trace reads them
 * one by one, by their English text (the same line is printed on several cards).
 */
export const CHECK_RULE_LINES: Record<string, string> = {
  // Working Class Automa
  'An assignment would employ at least 2 unemployed Workers: +1 per Worker.':
    'Uma alocação empregaria pelo menos 2 Trabalhadores desempregados: +1 por Trabalhador.',
  'An assignment would form Trade Unions: +2 per Trade Union.':
    'Uma alocação formaria Sindicatos: +2 por Sindicato.',
  'Neither question moved the Assign Workers card: Special Action +1.':
    'Nenhuma das perguntas moveu a carta Alocar Trabalhadores: Ação Especial +1.',
  'More unemployed Workers than available slots (any skill): Demonstration + the difference.':
    'Mais Trabalhadores desempregados que vagas disponíveis (qualquer qualificação): Manifestação + a diferença.',
  'Next to the Desired section: +1 (the Policy card moves the same steps).':
    'Ao lado da seção Desejada: +1 (a carta da Política anda o mesmo número de passos).',
  'Two sections from the Desired one: +2 (the Policy card moves the same steps).':
    'A duas seções da Desejada: +2 (a carta da Política anda o mesmo número de passos).',
  'The Policy is the Labor Market: +1 (the Policy card moves the same steps).':
    'A Política é o Mercado de Trabalho: +1 (a carta da Política anda o mesmo número de passos).',
  'No Bill can be proposed for either Policy: Special Action +1.':
    'Nenhum Projeto de Lei pode ser proposto para nenhuma das Políticas: Ação Especial +1.',
  'None of the 3 resources can be bought and afforded: Special Action +1.':
    'Nenhum dos 3 recursos pode ser comprado e pago: Ação Especial +1.',
  'Free: +3.': 'Grátis: +3.',
  '6 or less per item (not free): +2.': 'Até 6 por unidade (não grátis): +2.',
  'More than 6 per item: +1.': 'Mais de 6 por unidade: +1.',
  '2B and at least 2 Trade Unions: +1 per 3 eligible Companies.':
    '2B e pelo menos 2 Sindicatos: +1 a cada 3 Empresas possíveis.',
  '2C: +1 per 2 eligible Companies.': '2C: +1 a cada 2 Empresas possíveis.',
  '2C: the Labor Market Policy card +1.': '2C: a carta da Política Mercado de Trabalho +1.',
  // Middle Class Automa
  'At least 2 Production phases remain: +1 per 2 Production phases.':
    'Restam pelo menos 2 Fases de Produção: +1 a cada 2 Fases de Produção.',
  'It also has a Working Class slot an unemployed Worker could fill: +2.':
    'Ela também tem uma vaga da Classe Trabalhadora que um desempregado poderia ocupar: +2.',
  'It produces a resource you cannot produce now: +2.':
    'Ela produz um recurso que você não produz agora: +2.',
  'Prosperity is at least the number of your fully operational Companies: +2.':
    'A Prosperidade é pelo menos o número das suas Empresas em plena operação: +2.',
  'Build Company moved 1 step or less: Special Action +1.':
    'Construir Empresa andou 1 passo ou menos: Ação Especial +1.',
  'At least 2 unemployed Workers can be employed: +1 per Worker.':
    'Pelo menos 2 Trabalhadores desempregados podem ser empregados: +1 por Trabalhador.',
  'Otherwise: Special Action +1.': 'Senão: Ação Especial +1.',
  'At least 2 transactions possible: +1 per transaction.':
    'Pelo menos 2 transações possíveis: +1 por transação.',
  'You have 15 or less: +1.': 'Você tem 15 ou menos: +1.',
  // Capitalist Class Automa
  'Automated, or unemployed Workers can fill all its slots: +1 per 2 Production phases left.':
    'Automatizada, ou desempregados podem ocupar todas as suas vagas: +1 a cada 2 Fases de Produção restantes.',
  'It also produces a resource you cannot produce now: +1.':
    'Ela também produz um recurso que você não produz agora: +1.',
  'A Demonstration is taking place: +3.': 'Há uma Manifestação em andamento: +3.',
  'Selling it would bring at least 20: Sell Company +1 per 10.':
    'Vendê-la renderia pelo menos 20: Vender Empresa +1 a cada 10.',
  'The Policy is Taxation: +1 (the Policy card moves the same steps).':
    'A Política é a Tributação: +1 (a carta da Política anda o mesmo número de passos).',
  'Bills proposed and the others’ Influence (now + Carry Out Elections) exceeds yours + production: + the difference.':
    'Há Projetos propostos e a Influência dos outros (agora + Realizar Eleições) passa da sua + produção: + a diferença.',
  'Otherwise, or no Bill proposed: Special Action +1.': 'Senão, ou sem Projeto proposto: Ação Especial +1.',
};
