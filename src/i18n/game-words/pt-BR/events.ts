/**
 * The base game's Event cards and the Historical Events, in Brazilian Portuguese, by card id.
 * Abbreviations as the English cards use them: CT (Classe Trabalhadora), CM (Classe Média),
 * CC (Classe Capitalista); "+1" is 1 Legitimacy with that class, "op." operational.
 */
import type { CardWords } from '../types.ts';

export const EVENTS: Record<string, CardWords> = {
  'event.political-scandal': {
    name: 'Escândalo Político',
    text: 'Gaste 25, forneça até 3 de Influência da Mídia entre classes; +1 por Influência dada',
  },
  'event.neighbors-at-war': {
    name: 'Vizinhos em Guerra',
    text: 'Gaste até 6 de Saúde: 1 PV por Saúde gasta',
  },
  'event.pandemic': {
    name: 'Pandemia',
    text: 'Compre Saúde de outros jogadores, até o nº de Empresas Públicas; CM ou CC +1 a cada 3',
  },
  'event.strike-at-the-port': {
    name: 'Greve no Porto',
    text: 'Forneça 2 de Influência da Mídia à CT ou à CC: essa classe recebe um marcador',
  },
  'event.low-education-index': {
    name: 'Baixo Índice de Educação',
    text: 'Forneça Educação à CT ou CM igual a metade da População (arred. p/ cima): +1 com ela',
  },
  'event.need-for-sustainability-initiative': {
    name: 'Necessidade de Iniciativa Sustentável',
    text: 'Escolha 2 classes e forneça 25 a cada: cada uma recebe um marcador de Legitimidade',
  },
  'event.fear-of-deflation': {
    name: 'Medo de Deflação',
    text: 'Gaste 15, 30 ou 45: 2 PV a cada 15 gastos',
  },
  'event.declining-birth-rate': {
    name: 'Queda da Natalidade',
    text: 'Forneça Saúde à CT ou CM igual a metade da População (arred. p/ cima): +1 com ela',
  },
  'event.need-for-stimulus-package': {
    name: 'Necessidade de Pacote de Estímulo',
    text: 'Forneça 10 a cada classe por 3 PV, ou 15 a cada classe por +1 com as três',
  },
  'event.demand-for-thirteen-month-pay': {
    name: 'Reivindicação do 13º Salário',
    text: 'Forneça 5 por Trabalhador da classe no Setor Público: CT marcador a cada 25, CM +1 a cada 15',
  },
  'event.companies-demand-better-internet': {
    name: 'Empresas Exigem Internet Melhor',
    text: 'Forneça Luxo à CM ou CC igual a metade das Empresas em operação: +1 a cada 2 de Luxo',
  },
  'event.drought': {
    name: 'Seca',
    text: 'Forneça Alimentos: metade da População da CT ou das Empresas op. da CC; essa classe ganha marcador',
  },
  'event.local-industries-in-turmoil': {
    name: 'Indústrias Locais em Crise',
    text: 'Forneça 5 por Empresa op. da classe: CM marcador a cada 20, ou CC 2 PV a cada 15',
  },
  'event.technological-illiteracy': {
    name: 'Analfabetismo Tecnológico',
    text: 'Forneça Luxo + Educação (metade da População ou Empresas, 1+ de cada): +1 a cada 2 itens',
  },
  'event.demand-for-higher-welfare-standards': {
    name: 'Exigência de Mais Bem-Estar Social',
    text: 'Forneça Saúde + Educação (metade da População, 1+ de cada) à CT ou CM: +1 com ela',
  },
  'event.developing-countries-in-need': {
    name: 'Países em Desenvolvimento Precisam de Ajuda',
    text: 'Gaste até 6 de Educação: 1 PV por Educação gasta',
  },
  'event.infant-industry-requires-help': {
    name: 'Indústria Nascente Precisa de Ajuda',
    text: 'Pague uma Empresa de custo 15+ do Mercado de uma classe e construa-a para ela: marcador',
  },
  'event.outdated-public-sector-infrastructure': {
    name: 'Infraestrutura Pública Obsoleta',
    text: 'Compre Luxo de outros jogadores, até o nº de Empresas Públicas; CM ou CC +1 a cada 3',
  },
  'event.earthquake': {
    name: 'Terremoto',
    text: 'Forneça Alimentos + Saúde (metade da População, 1+ de cada) à CT ou CM: +1 a cada 2 itens',
  },
  'event.demand-for-pension-reform': {
    name: 'Exigência de Reforma da Previdência',
    text: 'Forneça 5 × População à CT (2 PV a cada 15) ou à CM (um marcador a cada 20)',
  },
  'event.political-polarization': {
    name: 'Polarização Política',
    text: 'Gaste 30, forneça 4 cubos de votação divididos entre CT e CC: +1 a cada 2 cubos',
  },
  'event.civil-unrest': {
    name: 'Agitação Civil',
    text: 'Proponha um Projeto escolhido por outro jogador: +2 com a CT ou a CC',
  },
  'event.unfair-representation': {
    name: 'Representação Injusta',
    text: 'Forneça 1 de Influência Pessoal e 2 cubos de votação a uma classe: +1 com ela',
  },
  'event.low-university-ratings': {
    name: 'Universidades Mal Avaliadas',
    text: 'Compre Educação de outros jogadores, até o nº de Empresas Públicas; CM ou CC +1 a cada 3',
  },
  'event.global-supply-chain-crisis': {
    name: 'Crise Global de Abastecimento',
    text: 'Forneça Alimentos + Luxo (metade da População, 1+ de cada): CT +1 a cada 2 itens, ou CM 1 PV/item',
  },
};

export const HISTORICAL_EVENTS: Record<string, CardWords> = {
  'he.french-revolution': {
    name: 'Revolução Francesa',
    text: 'Fim da preparação: cada jogador propõe um Projeto na ordem; o Estado começa sem Influência.',
  },
  'he.industrial-revolution': {
    name: 'Revolução Industrial',
    text: 'CT, CM +2 cubos. CC começa com 2 Progresso Tecnológico na mão e recebe 10.',
  },
  'he.revolutions-of-1848': {
    name: 'Revoluções de 1848',
    text: 'CT começa com 2 Necessidade de Mudança na mão. CM +2 cubos. Remova 2 de Influência da Mídia.',
  },
  'he.bismarck-welfare-state': {
    name: 'Estado de Bem-Estar de Bismarck',
    text: 'Início em 1C 2B 3B 4A 5A 6B 7B. CT −2 cubos, CC +2 de Influência, Estado: CT +1.',
  },
  'he.american-revolution': {
    name: 'Revolução Americana',
    text: 'Início em 1C 2B 3B 4B 5C 6A 7B. CT +3, CM +1 de Influência; CC +4 cubos; Estado: CC +1.',
  },
  'he.international-alliance-of-women': {
    name: 'Fundação da Aliança Internacional das Mulheres',
    text: 'Fim da Fase de Ações: CT +4 cubos, CM +2 cubos, CC +1 cubo.',
  },
  'he.moving-assembly-line': {
    name: 'Introdução da Linha de Montagem',
    text: 'Ação livre da CC (Empresa com Maquinário): suas Empresas de Luxo com Maquinário +3 nesta rodada.',
  },
  'he.world-war-i': {
    name: 'Primeira Guerra Mundial',
    text: 'Políticas 1, 3, 6 um passo rumo a A; Empresas Públicas pela metade; CT, CM perdem 1 Trabalhador.',
  },
  'he.model-t': {
    name: 'Invenção do Ford Modelo T',
    text: 'Ação livre de todos (2/3 Empresas de Luxo op.): CT +1 Luxo; CC, CM Luxo +2; Estado +15.',
  },
  'he.russian-revolution': {
    name: 'Revolução Russa',
    text: 'Ação básica da CT + 2 de Influência: 1A 2C 3A 4A, fim das Eleições, CC dá ao Estado uma Empresa.',
  },
  'he.rise-of-authoritarianism': {
    name: 'Ascensão do Autoritarismo',
    text: 'Sem Eleições nesta rodada; classes −1 de Influência; Estado move 2 Políticas, +2 de Influência.',
  },
  'he.panama-canal': {
    name: 'Abertura do Canal do Panamá',
    text: 'Mais um Acordo Comercial; Estado +20; CT, CM +1 Alimento; CC pode exportar ou fechar Acordo.',
  },
  'he.spanish-flu': {
    name: 'Gripe Espanhola',
    text: 'Fim da Fase de Ações, com até 2/3 Empresas de Saúde op.: CT e CM perdem 1 Trabalhador cada.',
  },
  'he.russo-japanese-war': {
    name: 'Guerra Russo-Japonesa',
    text: 'Fim da Fase de Ações: CT, CM removem 1 desempregado cada; o Estado perde 15.',
  },
  'he.rise-of-protectionism': {
    name: 'Ascensão do Protecionismo',
    text: 'Ação livre da CC ou do Estado (6B/6C): Comércio Exterior vai a 6A; descarte todos os Acordos.',
  },
  'he.bengal-famine': {
    name: 'Fome de Bengala',
    text: 'Fim da Fase de Ações, até 2/3 Empresas de Saúde op.: CT, CM perdem 2 Trabalhadores; Estado −1 CT, CM',
  },
  'he.new-deal': {
    name: 'New Deal',
    text: 'Ação básica da CT ou CM (4/7 desempregados): 1 e 2 rumo a A; aloque desempregados em Públicas/CC.',
  },
  'he.great-depression': {
    name: 'Grande Depressão',
    text: 'Com 2+ Empréstimos ou Estado ≤100: 2, 4, 5 rumo a C; CC, CM perdem Empresa, preços máx.; Estado −30.',
  },
  'he.baby-boom': {
    name: 'Baby Boom',
    text: 'Ação livre da CT ou CM (2A/2B, 2/3 Empresas de Saúde op.): CT, CM +3 não qualif., +1 Prosperidade.',
  },
  'he.us-automotive-strike': {
    name: 'Greve na Indústria Automobilística dos EUA',
    text: 'Ação livre da CT (2B/2C, 2 Sindicatos): CT +1 de Influência e faz Greve; CM põe cubos.',
  },
  'he.world-war-ii': {
    name: 'Segunda Guerra Mundial',
    text: 'Políticas 1, 3, 6 rumo a A; Empresas Públicas pela metade; CT, CM perdem 2 desempregados.',
  },
  'he.foundation-of-gatt': {
    name: 'Fundação do GATT',
    text: 'Ação livre da CC ou Estado (4/6 Empresas Agri./Luxo): 6 rumo a C, +1 Acordo, CC fecha um Acordo.',
  },
  'he.india-independence': {
    name: 'Independência da Índia',
    text: 'Ação livre da CT: CT +4 cubos, CC +1 cubo, CM +1 cubo.',
  },
  'he.post-war-economic-miracle': {
    name: 'Milagre Econômico do Pós-Guerra',
    text: 'CT aloca quantos desempregados quiser; Empresas da CC com Maquinário +2 nesta rodada.',
  },
  'he.chinese-communist-revolution': {
    name: 'Revolução Comunista Chinesa',
    text: 'Ação básica da CT ou Estado: fim das Eleições; CT move até 2 Políticas; CC paga 40 ao Estado.',
  },
  'he.civil-rights-movement': {
    name: 'Movimento pelos Direitos Civis',
    text: 'Ação livre da CT ou CM (Prosperidade da CT ≤3): CT faz Greve e +4 cubos; CM +2 cubos.',
  },
  'he.embargo-against-cuba': {
    name: 'Embargo a Cuba',
    text: 'Ação livre da CT ou Estado (2+ Políticas Socialistas): sem Acordos nem Mercado Externo na rodada.',
  },
  'he.marshall-plan': {
    name: 'Plano Marshall',
    text: 'Ação livre da CC ou Estado (≤2 Políticas Socialistas): Estado +30; CC constrói Empresa grátis.',
  },
  'he.post-wwii-decolonization': {
    name: 'Descolonização do Pós-Guerra',
    text: 'Ação livre de todos (4/5/7 de Influência em jogo): Votações Imediatas grátis; CT+3, CM+2, CC+1.',
  },
  'he.era-of-keynesianism': {
    name: 'Era do Keynesianismo',
    text: 'Ação básica de todos (4/7 desempregados): Políticas em 1B 2B 3B 4A 5B 6B.',
  },
  'he.leftist-movements-in-europe': {
    name: 'Movimentos de Esquerda na Europa',
    text: 'Ação livre da CT ou CM: CT +4 cubos, CM +1 de Influência, Estado ganha 1 de Legitimidade com CT.',
  },
  'he.post-war-consumerism': {
    name: 'Ascensão do Consumismo no Pós-Guerra',
    text: 'Ação livre da CT ou CM (3 Empresas de Luxo op.): ambas podem comprar Luxo da CC.',
  },
  'he.arab-oil-nationalization': {
    name: 'Nacionalização Árabe do Petróleo',
    text: 'Ação livre da CT, CM ou Estado (CC com 9 Empresas): CC dá ao Estado uma Empresa em operação.',
  },
  'he.chinese-economic-reform': {
    name: 'Reforma Econômica Chinesa',
    text: 'Fim da Fase de Ações (3+ Políticas Socialistas): 1 e 3 rumo a C; o Estado recebe 30.',
  },
  'he.asian-tigers': {
    name: 'Milagre Econômico dos Tigres Asiáticos',
    text: 'Ação livre da CC, CM ou Estado (6A/6B): CC, CM recebem 10 do Estado por construção ou exportação.',
  },
  'he.world-wide-web': {
    name: 'Invenção da World Wide Web',
    text: 'Ação livre de todos (3/5 Empresas de Educação op.): Mídia +1; CT qualifica; CC, CM podem exportar.',
  },
  'he.end-of-mediterranean-dictatorships': {
    name: 'Fim das Ditaduras Mediterrâneas',
    text: 'Ação livre da CT, CC ou CM (4/5 de Influência): −3 de Influência da Mídia; classes +1 de Influência.',
  },
  'he.fall-of-the-berlin-wall': {
    name: 'Queda do Muro de Berlim',
    text: 'Imigração vai a 7C; CT e CM revelam cada uma uma carta de Imigração e ganham seu Trabalhador.',
  },
  'he.latin-american-debt-crisis': {
    name: 'Crise da Dívida Latino-Americana',
    text: 'Ação básica da CC ou Estado + 1 de Influência (Estado <100, com Empréstimo): 1, 2, 4 rumo a C.',
  },
  'he.oil-crisis': {
    name: 'Crise do Petróleo',
    text: 'Importar custa 15 Alimentos / 9 Luxo nesta rodada; CC, CM preços máximos de Alimentos e Luxo.',
  },
  'he.indian-drought': {
    name: 'Seca na Índia',
    text: 'Empresas de Agricultura produzem 1 Alimento a menos nesta rodada.',
  },
  'he.ex-soviet-elections': {
    name: 'Eleições nos Países Ex-Soviéticos',
    text: 'Nesta rodada, quem propõe um Projeto pode convocar Votação Imediata sem Influência.',
  },
  'he.eu-emissions-trading': {
    name: 'Sistema de Comércio de Emissões da UE',
    text: 'Ação livre da CT ou Estado (1A/1B, 3A/3B): CC, CM pagam 10 por Empresa de Luxo op.',
  },
  'he.us-financial-crisis': {
    name: 'Crise Financeira dos EUA',
    text: 'Com 2+ Empréstimos: 2, 3 rumo a C; todos recebem 10 do Estado; CC, CM perdem uma Empresa.',
  },
  'he.us-chinese-trade-war': {
    name: 'Guerra Comercial EUA-China',
    text: 'Comércio Exterior rumo a A; remova um Acordo ao acaso; CC, CM preços máximos de Luxo.',
  },
  'he.european-debt-crisis': {
    name: 'Crise da Dívida Europeia',
    text: 'Com 2+ Empréstimos: 1, 2, 4 rumo a C, 3 rumo a A; CC, CM perdem uma Empresa; Estado −1 com todas.',
  },
  'he.maastricht-treaty': {
    name: 'Tratado de Maastricht',
    text: 'Ação livre de todos: uma eleição para 6C e 7C; se aprovada, todos recebem.',
  },
  'he.dissolution-of-the-soviet-union': {
    name: 'Dissolução da União Soviética',
    text: 'Ação básica de todos: 1, 2, 3 rumo a C; CT, CM perdem os desempregados; CC pode comprar uma Pública.',
  },
  'he.rise-of-the-asian-middle-class': {
    name: 'Ascensão da Classe Média na Ásia',
    text: 'Ação livre da CT ou CM (ambas Prosperidade 5+): neste turno cada uso de bens dá +1 PV.',
  },
  'he.yellow-vest-protests': {
    name: 'Primeira Fase dos Protestos dos Coletes Amarelos',
    text: 'Ação livre da CT, CC ou CM (2B/2C, 3A/3B): Mercado de Trabalho rumo a A, Tributação rumo a C.',
  },
};

/** What the State must do for each Event: the first sentence of its description (the rest is written from its data). */
export const EVENT_TASKS: Record<string, string> = {
  'event.political-scandal':
    'Gaste 25 e depois forneça até 3 de Influência da Mídia às classes, divididos como o Estado quiser.',
  'event.neighbors-at-war': 'Gaste até 6 de Saúde do estoque do próprio Estado.',
  'event.pandemic':
    'Compre Saúde de outros jogadores, em qualquer combinação, até o número de Empresas Públicas disponíveis.',
  'event.strike-at-the-port': 'Forneça 2 de Influência da Mídia a uma classe.',
  'event.low-education-index':
    'Forneça Educação a uma classe igual a metade da População dela, arredondado para cima.',
  'event.need-for-sustainability-initiative': 'Escolha duas classes e forneça 25 a cada uma.',
  'event.fear-of-deflation': 'Gaste 15, 30 ou 45.',
  'event.declining-birth-rate':
    'Forneça Saúde a uma classe igual a metade da População dela, arredondado para cima.',
  'event.need-for-stimulus-package': 'Forneça 10 ou 15 a cada uma das três classes.',
  'event.demand-for-thirteen-month-pay':
    'Forneça 5 a uma classe por Trabalhador dela empregado no Setor Público.',
  'event.companies-demand-better-internet':
    'Forneça Luxo a uma classe igual a metade das Empresas dela em operação, arredondado para cima.',
  'event.drought':
    'Forneça Alimentos a uma classe: metade da População da Classe Trabalhadora ou metade das Empresas em ' +
    'operação da Classe Capitalista, arredondado para cima.',
  'event.local-industries-in-turmoil': 'Forneça 5 a uma classe por Empresa em operação que ela possui.',
  'event.technological-illiteracy':
    'Forneça Luxo e Educação a uma classe, pelo menos 1 de cada, somando metade da População da Classe ' +
    'Trabalhadora ou metade das Empresas em operação da Classe Capitalista, arredondado para cima.',
  'event.demand-for-higher-welfare-standards':
    'Forneça Saúde e Educação a uma classe, pelo menos 1 de cada, somando metade da População dela, ' +
    'arredondado para cima.',
  'event.developing-countries-in-need': 'Gaste até 6 de Educação do estoque do próprio Estado.',
  'event.infant-industry-requires-help':
    'Escolha uma Empresa de custo 15 ou mais no Mercado da Classe Média ou Capitalista, pague o custo e ' +
    'construa-a para essa classe (o dono aloca os Trabalhadores).',
  'event.outdated-public-sector-infrastructure':
    'Compre Luxo de outros jogadores, em qualquer combinação, até o número de Empresas Públicas disponíveis.',
  'event.earthquake':
    'Forneça Alimentos e Saúde a uma classe, pelo menos 1 de cada, somando metade da População dela, ' +
    'arredondado para cima.',
  'event.demand-for-pension-reform': 'Forneça dinheiro a uma classe igual a 5 vezes a População dela.',
  'event.political-polarization':
    'Gaste 30 e depois forneça 4 cubos de votação às Classes Trabalhadora e Capitalista, divididos como o ' +
    'Estado quiser.',
  'event.civil-unrest':
    'Outro jogador indica um Projeto de Lei válido; o Estado o propõe com seu próprio marcador de Projeto e ' +
    'decide (e paga) uma eventual Votação Imediata.',
  'event.unfair-representation':
    'Forneça 1 de Influência Pessoal e 2 cubos de votação da própria classe a uma classe.',
  'event.low-university-ratings':
    'Compre Educação de outros jogadores, em qualquer combinação, até o número de Empresas Públicas disponíveis.',
  'event.global-supply-chain-crisis':
    'Forneça Alimentos e Luxo a uma classe, pelo menos 1 de cada, somando metade da População dela, ' +
    'arredondado para cima.',
};
