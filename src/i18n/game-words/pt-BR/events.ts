/**
 * The base game's Event cards and the Historical Events, in Brazilian Portuguese, by card id.
 * Abbreviations as the English cards use them: CT (Classe Trabalhadora), CM (Classe Média),
 * CC (Classe Capitalista); "+1" is 1 Legitimacy with that class, "op." operational.
 */
import type { NameAndText } from '../types.ts';

export const EVENTS: Record<string, NameAndText> = {
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

export const HISTORICAL_EVENTS: Record<string, NameAndText> = {
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

/** The Historical Events' longer descriptions, by card id. */
export const HISTORICAL_EVENT_DESCRIPTIONS: Record<string, string> = {
  'he.french-revolution':
    'Aplicado durante a montagem. Ao fim da montagem, cada jogador, na ordem de jogo, propõe um Projeto de ' +
    'Lei. O Estado começa o jogo sem Influência Pessoal.',
  'he.industrial-revolution':
    'Aplicado durante a montagem. As Classes Trabalhadora e Média põem 2 cubos de votação cada no saco. Antes ' +
    'de comprar sua mão, a Classe Capitalista pega 2 cartas Progresso Tecnológico do seu baralho de Ações, ' +
    'embaralha, compra mais 5 e recebe 10.',
  'he.revolutions-of-1848':
    'Aplicado durante a montagem. Antes de comprar sua mão, a Classe Trabalhadora pega 2 cartas Necessidade ' +
    'de Mudança do seu baralho de Ações, embaralha e compra mais 5. A Classe Média põe 2 cubos de votação no ' +
    'saco. Remova 2 de Influência dos Serviços Públicos (Influência da Mídia).',
  'he.bismarck-welfare-state':
    'Aplicado durante a montagem. O jogo começa com as Políticas 1C 2B 3B 4A 5A 6B 7B em vez das de costume. ' +
    'A Classe Trabalhadora remove 2 cubos de votação seus do saco. A Classe Capitalista recebe 2 de ' +
    'Influência. O Estado ganha 1 de Legitimidade com a Classe Trabalhadora.',
  'he.american-revolution':
    'Aplicado durante a montagem. O jogo começa com as Políticas 1C 2B 3B 4B 5C 6A 7B em vez das de costume. ' +
    'A Classe Trabalhadora recebe 3 de Influência e a Classe Média 1. A Classe Capitalista põe 4 cubos de ' +
    'votação no saco. O Estado ganha 1 de Legitimidade com a Classe Capitalista.',
  'he.international-alliance-of-women':
    'No fim da Fase de Ações, a Classe Trabalhadora põe 4 cubos de votação no saco, a Classe Capitalista 1 e a ' +
    'Classe Média 2.',
  'he.moving-assembly-line':
    'Exige pelo menos 1 Empresa com marcador de Maquinário. A Classe Capitalista pode ativá-lo como Ação ' +
    'Livre: nesta rodada suas Empresas de Luxo com Maquinário produzem 3 de Luxo a mais.',
  'he.world-war-i':
    'Ao ser revelado: as Políticas 1, 3 e 6 andam cada uma um passo rumo a A. Nesta rodada o Estado paga só ' +
    'metade do custo das novas Empresas Públicas. As Classes Trabalhadora e Média removem cada uma um ' +
    'Trabalhador desempregado. A Classe Capitalista vende uma de suas Empresas de Luxo ao Estado por 32; ela ' +
    'substitui uma Empresa Pública parada, que sai do tabuleiro.',
  'he.model-t':
    'Exige pelo menos 2 (2 jogadores) / 3 (3–4 jogadores) Empresas de Luxo em operação. Qualquer jogador pode ' +
    'ativá-lo como Ação Livre. A Classe Trabalhadora recebe 1 de Luxo. As Empresas de Luxo das Classes ' +
    'Capitalista e Média produzem 2 a mais nesta rodada. O Estado recebe 15.',
  'he.russian-revolution':
    'Exige 2B/2C, 4B/4C e pelo menos 1 Sindicato. A Classe Trabalhadora pode ativá-lo com uma Ação Básica e 2 ' +
    'de Influência. Ponha as Políticas em 1A 2C 3A 4A (como impresso). Não há mais Eleições nesta rodada. O ' +
    'Estado não paga nada pelas novas Empresas Públicas nesta rodada. A Classe Trabalhadora constrói uma ' +
    'Fazenda Cooperativa. A Classe Capitalista remove uma Empresa Pública parada, põe uma Empresa sua no ' +
    'lugar para o Estado e paga 20 ao Estado.',
  'he.rise-of-authoritarianism':
    'Ao ser revelado: não há Eleições nesta rodada. As Classes Trabalhadora, Capitalista e Média perdem 1 de ' +
    'Influência cada. O Estado move 2 Políticas à sua escolha para uma seção adjacente, depois recebe 2 de ' +
    'Influência Pessoal e perde 1 de Legitimidade com cada classe.',
  'he.panama-canal':
    'Ao ser revelado: ponha um Acordo Comercial a mais no tabuleiro e o Estado recebe 20. As Classes ' +
    'Trabalhadora e Média recebem 1 Alimento cada. A Classe Capitalista pode Vender ao Mercado Externo ou ' +
    'Fechar um Acordo Comercial.',
  'he.spanish-flu':
    'Exige no máximo 2 (2 jogadores) / 3 (3–4 jogadores) Empresas de Saúde em operação. No fim da Fase de ' +
    'Ações, as Classes Trabalhadora e Média removem 1 Trabalhador cada, um desempregado se possível.',
  'he.russo-japanese-war':
    'No fim da Fase de Ações, as Classes Trabalhadora e Média removem cada uma um Trabalhador desempregado, e ' +
    'o Estado perde 15.',
  'he.rise-of-protectionism':
    'Exige 6B/6C. A Classe Capitalista ou o Estado pode ativá-lo como Ação Livre: ponha a Política 6 em 6A e ' +
    'descarte todos os Acordos Comerciais.',
  'he.bengal-famine':
    'Exige no máximo 2 (2 jogadores) / 3 (3–4 jogadores) Empresas de Saúde em operação. No fim da Fase de ' +
    'Ações, as Classes Trabalhadora e Média removem 2 Trabalhadores cada, desempregados se possível. O Estado ' +
    'perde 1 de Legitimidade com a Classe Trabalhadora e 1 com a Classe Média.',
  'he.new-deal':
    'Exige pelo menos 4 (2 jogadores) / 7 (3–4 jogadores) Trabalhadores desempregados. A Classe Trabalhadora ' +
    'ou Média pode ativá-lo com uma Ação Básica. As Políticas 1 e 2 andam um passo rumo a A. As Classes ' +
    'Trabalhadora e Média podem alocar quantos desempregados quiserem em Empresas Públicas e/ou da Classe ' +
    'Capitalista. A Classe Capitalista recebe 5 do Estado por Trabalhador posto assim em suas Empresas.',
  'he.great-depression':
    'Exige pelo menos 2 Empréstimos entre todos os jogadores, ou o Estado com 100 ou menos. Ao ser revelado: ' +
    'as Políticas 2, 4 e 5 andam um passo rumo a C. As Classes Capitalista e Média descartam 1 Empresa em ' +
    'operação cada, põem todos os preços de venda no valor mais alto e não podem Ajustar Preços nesta ' +
    'rodada. O Estado perde 30.',
  'he.baby-boom':
    'Exige 2A/2B e pelo menos 2 (2 jogadores) / 3 (3–4 jogadores) Empresas de Saúde em operação. A Classe ' +
    'Trabalhadora ou Média pode ativá-lo como Ação Livre: as Classes Trabalhadora e Média recebem 3 ' +
    'Trabalhadores não qualificados cada e ganham 1 de Prosperidade.',
  'he.us-automotive-strike':
    'Exige 2B/2C e pelo menos 2 Sindicatos. A Classe Trabalhadora pode ativá-lo como Ação Livre: recebe 1 de ' +
    'Influência e faz uma Greve, pondo 1 marcador de Greve extra por Sindicato seu. A Classe Média põe cubos ' +
    'de votação iguais ao número de Empresas Públicas e da Classe Capitalista que empregam Trabalhadores da ' +
    'Classe Média.',
  'he.world-war-ii':
    'Ao ser revelado: as Políticas 1, 3 e 6 andam cada uma um passo rumo a A. Nesta rodada o Estado paga só ' +
    'metade do custo das novas Empresas Públicas. As Classes Trabalhadora e Média removem 2 Trabalhadores ' +
    'desempregados cada. A Classe Capitalista vende uma de suas Empresas de Luxo ao Estado por 32; ela ' +
    'substitui uma Empresa Pública parada, que sai do tabuleiro.',
  'he.foundation-of-gatt':
    'Exige pelo menos 4 (2 jogadores) / 6 (3–4 jogadores) Empresas de Agricultura e/ou Luxo. A Classe ' +
    'Capitalista ou o Estado pode ativá-lo como Ação Livre. A Política 6 anda um passo rumo a C e um Acordo ' +
    'Comercial a mais é posto. A Classe Capitalista fecha um Acordo Comercial. Nesta rodada o Estado ganha 1 ' +
    'de Legitimidade com uma classe sempre que outro jogador dessa classe Vender ao Mercado Externo.',
  'he.india-independence':
    'A Classe Trabalhadora pode ativá-lo como Ação Livre: a Classe Trabalhadora põe 4 cubos de votação no ' +
    'saco, a Classe Capitalista 1 e a Classe Média 1.',
  'he.post-war-economic-miracle':
    'Ao ser revelado: a Classe Trabalhadora pode alocar quantos Trabalhadores desempregados quiser. Nesta ' +
    'rodada as Empresas da Classe Capitalista com Maquinário produzem 2 a mais.',
  'he.chinese-communist-revolution':
    'Exige 2B/2C, Prosperidade da Classe Trabalhadora 3 ou menos e pelo menos 2 Sindicatos. A Classe ' +
    'Trabalhadora ou o Estado pode ativá-lo com uma Ação Básica. Não há mais Eleições nesta rodada. A Classe ' +
    'Trabalhadora move até 2 Políticas para uma seção adjacente. A Classe Capitalista paga 40 ao Estado. O ' +
    'Estado move uma outra Política para uma seção adjacente.',
  'he.civil-rights-movement':
    'Exige Prosperidade da Classe Trabalhadora 3 ou menos. A Classe Trabalhadora ou Média pode ativá-lo como ' +
    'Ação Livre: a Classe Trabalhadora faz uma Greve e põe 4 cubos de votação no saco; a Classe Média põe 2.',
  'he.embargo-against-cuba':
    'Exige pelo menos 2 Políticas Socialistas (Políticas 1–5 na seção A). A Classe Trabalhadora ou o Estado ' +
    'pode ativá-lo como Ação Livre: descarte todos os Acordos Comerciais; nesta rodada ninguém pode vender ao ' +
    'Mercado Externo nem comprar dele.',
  'he.marshall-plan':
    'Exige 2 ou menos Políticas Socialistas (Políticas 1–5 na seção A). A Classe Capitalista ou o Estado pode ' +
    'ativá-lo como Ação Livre: o Estado recebe 30 e a Classe Capitalista constrói de graça uma Empresa não ' +
    'automatizada.',
  'he.post-wwii-decolonization':
    'Exige que os jogadores tenham pelo menos 4 (2 jogadores) / 5 (3 jogadores) / 7 (4 jogadores) de ' +
    'Influência no total, contando só a Influência Pessoal do Estado. Qualquer jogador pode ativá-lo como ' +
    'Ação Livre: nesta rodada quem propõe um Projeto pode convocar uma Votação Imediata sem gastar ' +
    'Influência. A Classe Trabalhadora põe 3 cubos de votação, a Classe Capitalista 1, a Classe Média 2.',
  'he.era-of-keynesianism':
    'Exige pelo menos 4 (2 jogadores) / 7 (3–4 jogadores) Trabalhadores desempregados. Qualquer jogador pode ' +
    'ativá-lo com uma Ação Básica: ponha as Políticas em 1B 2B 3B 4A 5B 6B.',
  'he.leftist-movements-in-europe':
    'Exige pelo menos 3 das Políticas 1–5 na seção B e pelo menos 2 Sindicatos; com 3–4 jogadores a Classe ' +
    'Média também precisa de População 5 ou mais. A Classe Trabalhadora ou Média pode ativá-lo como Ação ' +
    'Livre: a Classe Trabalhadora põe 4 cubos de votação, a Classe Média recebe 1 de Influência e o Estado ' +
    'ganha 1 de Legitimidade com a Classe Trabalhadora.',
  'he.post-war-consumerism':
    'Exige pelo menos 3 Empresas de Luxo em operação. A Classe Trabalhadora ou Média pode ativá-lo como Ação ' +
    'Livre: a Classe Trabalhadora pode comprar Luxo da Classe Capitalista até metade da sua População; a ' +
    'Classe Média, até sua População.',
  'he.arab-oil-nationalization':
    'Exige que a Classe Capitalista tenha pelo menos 9 Empresas e, com 4 jogadores, que o Estado tenha pelo ' +
    'menos 3 de Influência Pessoal. A Classe Trabalhadora, a Classe Média ou o Estado pode ativá-lo como Ação ' +
    'Livre. A Classe Capitalista remove uma Empresa Pública do tabuleiro (uma parada, se possível) e dá ao ' +
    'Estado, nesse lugar, uma de suas Empresas em operação. O Estado perde 1 de Legitimidade com a Classe ' +
    'Capitalista.',
  'he.chinese-economic-reform':
    'Exige pelo menos 3 Políticas Socialistas (Políticas 1–5 na seção A). No fim da Fase de Ações, as ' +
    'Políticas 1 e 3 andam um passo rumo a C e o Estado recebe 30.',
  'he.asian-tigers':
    'Exige 6A/6B. A Classe Capitalista, a Classe Média ou o Estado pode ativá-lo como Ação Livre. Nesta rodada ' +
    'as Classes Capitalista e Média recebem 10 do Estado sempre que Construírem uma Empresa e sempre que ' +
    'Venderem ao Mercado Externo. O Estado ganha 1 de Legitimidade com uma classe sempre que outro jogador ' +
    'dessa classe Construir uma Empresa ou Vender ao Mercado Externo.',
  'he.world-wide-web':
    'Exige pelo menos 3 (2 jogadores) / 5 (3–4 jogadores) Empresas de Educação em operação. Qualquer jogador ' +
    'pode ativá-lo como Ação Livre. As Empresas de Mídia produzem 1 de Influência a mais nesta rodada. A ' +
    'Classe Trabalhadora qualifica um de seus Trabalhadores e recebe 1 de Influência. As Classes Capitalista ' +
    'e Média podem Vender ao Mercado Externo, até 2 transações. O Estado recebe 1 de Influência a cada 2 ' +
    'Empresas suas em operação.',
  'he.end-of-mediterranean-dictatorships':
    'Exige que as classes tenham pelo menos 4 (2 jogadores) / 5 (3–4 jogadores) de Influência no total. A ' +
    'Classe Trabalhadora, Capitalista ou Média pode ativá-lo como Ação Livre. Remova 3 de Influência dos ' +
    'Serviços Públicos. As Classes Trabalhadora, Capitalista e Média recebem 1 de Influência cada. O Estado ' +
    'ganha 1 de Legitimidade com 2 classes quaisquer.',
  'he.fall-of-the-berlin-wall':
    'Ao ser revelado: ponha a Política 7 em 7C. As Classes Trabalhadora e Média revelam cada uma uma carta de ' +
    'Imigração e acrescentam o Trabalhador mostrado aos seus desempregados.',
  'he.latin-american-debt-crisis':
    'Exige que o Estado tenha menos de 100 e um Empréstimo. A Classe Capitalista ou o Estado pode ativá-lo ' +
    'com uma Ação Básica e 1 de Influência: as Políticas 1, 2 e 4 andam um passo rumo a C.',
  'he.oil-crisis':
    'Ao ser revelado: nesta rodada Alimentos comprados do Mercado Externo custam 15 e Luxo 9, antes das ' +
    'tarifas. As Classes Capitalista e Média põem os preços de venda de Alimentos e Luxo no valor mais alto e ' +
    'não podem Ajustar esses Preços nesta rodada.',
  'he.indian-drought': 'Ao ser revelado: toda Empresa de Agricultura produz 1 Alimento a menos nesta rodada.',
  'he.ex-soviet-elections':
    'Ao ser revelado: nesta rodada, sempre que um jogador propuser um Projeto de Lei, pode convocar uma ' +
    'Votação Imediata sem gastar Influência.',
  'he.eu-emissions-trading':
    'Exige 1A/1B e 3A/3B. A Classe Trabalhadora ou o Estado pode ativá-lo como Ação Livre: as Classes ' +
    'Capitalista e Média pagam ao Estado 10 por Empresa de Luxo sua em operação.',
  'he.us-financial-crisis':
    'Exige pelo menos 2 Empréstimos entre todos os jogadores. Ao ser revelado: as Políticas 2 e 3 andam um ' +
    'passo rumo a C. A Classe Trabalhadora recebe 10 do Estado. As Classes Capitalista e Média recebem 10 do ' +
    'Estado e depois descartam cada uma uma Empresa em operação. O Estado perde 1 de Legitimidade com 2 ' +
    'classes quaisquer; pode salvar uma Empresa escolhida para descarte pagando metade do custo (arredondado ' +
    'para baixo), ganhando 1 de Legitimidade com a classe dona por Empresa salva.',
  'he.us-chinese-trade-war':
    'Ao ser revelado: a Política 6 anda um passo rumo a A e um Acordo Comercial ao acaso sai do tabuleiro. As ' +
    'Classes Capitalista e Média põem o preço de venda do Luxo no valor mais alto e não podem Ajustar o Preço ' +
    'do Luxo nesta rodada.',
  'he.european-debt-crisis':
    'Exige pelo menos 2 Empréstimos entre todos os jogadores. Ao ser revelado: as Políticas 1, 2 e 4 andam um ' +
    'passo rumo a C e a Política 3 um passo rumo a A. As Classes Capitalista e Média descartam cada uma uma ' +
    'Empresa em operação. O Estado perde 1 de Legitimidade com cada classe.',
  'he.maastricht-treaty':
    'Qualquer jogador pode ativá-lo como Ação Livre. Faça uma única eleição para pôr as Políticas 6 e 7 em 6C ' +
    'e 7C. Se for aprovada, ou se ambas já estiverem lá: as Classes Trabalhadora e Média recebem 10, a Classe ' +
    'Capitalista 25 e o Estado 2 de Influência Pessoal. Ninguém ganha PV por vencer esta eleição.',
  'he.dissolution-of-the-soviet-union':
    'Exige que o Estado tenha 50 ou menos, ou pelo menos 3 Políticas Socialistas. Qualquer jogador pode ' +
    'ativá-lo com uma Ação Básica. As Políticas 1, 2 e 3 andam um passo rumo a C. As Classes Trabalhadora e ' +
    'Média devolvem todos os seus desempregados à Reserva. A Classe Capitalista pode comprar uma Empresa ' +
    'Pública pela metade do custo.',
  'he.rise-of-the-asian-middle-class':
    'Exige que as Classes Trabalhadora e Média tenham Prosperidade 5 ou mais cada. Qualquer uma delas pode ' +
    'ativá-lo como Ação Livre: neste turno elas ganham 1 PV sempre que Usarem Saúde, Educação ou Luxo.',
  'he.yellow-vest-protests':
    'Exige 2B/2C e 3A/3B. A Classe Trabalhadora, Capitalista ou Média pode ativá-lo como Ação Livre: a ' +
    'Política 2 anda um passo rumo a A e a Política 3 um passo rumo a C.',
};
