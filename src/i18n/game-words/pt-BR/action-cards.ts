/**
 * Action cards of every class, base game and Crisis & Control, in Brazilian Portuguese. A card's
 * id is `<class>.<slug>`; the same card in several classes' decks has one name, so names are keyed
 * by slug. Texts are keyed by slug when every class's card says the same, by full id when they
 * differ (test/i18n/game-words.test.ts checks that a slug's text is only shared by identical cards).
 */

/** Names by slug (the part of the id after the class). */
export const ACTION_CARD_NAMES: Record<string, string> = {
  // Working Class
  specialization: 'Especialização',
  'highlight-social-issues': 'Destacar Questões Sociais',
  'cooperative-farm': 'Fazenda Cooperativa',
  'healthcare-benefits': 'Benefícios de Saúde',
  'healthcare-movement': 'Movimento pela Saúde',
  'need-for-change': 'Necessidade de Mudança',
  'labor-market-deregulation': 'Desregulamentação do Mercado de Trabalho',
  migration: 'Migração',
  'workers-movement': 'Movimento dos Trabalhadores',
  'workplace-accident': 'Acidente de Trabalho',
  'proletarians-of-the-world-unite': 'Proletários de Todos os Países, Uni-vos!',
  'boost-domestic-tourism': 'Incentivo ao Turismo Interno',
  'public-opinion-polling': 'Pesquisa de Opinião Pública',
  'student-movement': 'Movimento Estudantil',
  'supplemental-income-program': 'Programa de Complementação de Renda',
  'extra-shift': 'Turno Extra',
  'affordable-housing': 'Moradia Popular',
  'immigration-reform': 'Reforma Migratória',
  'signing-bonus': 'Bônus de Contratação',
  'general-strike': 'Greve Geral',
  'fake-news': 'Fake News',
  'state-scholarship': 'Bolsa de Estudos do Estado',
  'radical-reforms': 'Reformas Radicais',
  'unemployment-benefits': 'Seguro-Desemprego',
  'interest-groups': 'Grupos de Interesse',
  // Middle Class
  'import-subsidy': 'Subsídio à Importação',
  'small-business-grant': 'Auxílio a Pequenas Empresas',
  'land-of-opportunity': 'Terra de Oportunidades',
  'investment-opportunities': 'Oportunidades de Investimento',
  'foreign-market-insight': 'Visão do Mercado Externo',
  'employment-subsidy': 'Subsídio ao Emprego',
  'health-crisis': 'Crise na Saúde',
  'unemployment-initiative-program': 'Programa de Combate ao Desemprego',
  'higher-education-program': 'Programa de Ensino Superior',
  'voice-of-middle-class-workers': 'Voz dos Trabalhadores da Classe Média',
  'new-theme-park': 'Novo Parque Temático',
  'export-subsidy': 'Subsídio à Exportação',
  'personal-consumption': 'Consumo Pessoal',
  'growing-business': 'Negócio em Expansão',
  'public-sector-overtime': 'Hora Extra no Setor Público',
  // Capitalist Class
  'push-political-agenda': 'Impor Agenda Política',
  'foreign-recruitment': 'Recrutamento no Exterior',
  'competitive-wages': 'Salários Competitivos',
  'global-branding': 'Marca Global',
  'offshore-companies': 'Empresas Offshore',
  'foreign-partner': 'Parceiro Estrangeiro',
  'business-expansion': 'Expansão dos Negócios',
  'global-food-crisis': 'Crise Alimentar Global',
  industrialization: 'Industrialização',
  'bid-rigging': 'Fraude em Licitação',
  'buy-private-island': 'Comprar uma Ilha Particular',
  'exit-strategy': 'Estratégia de Saída',
  'business-grants': 'Incentivos Empresariais',
  'tap-into-new-markets': 'Explorar Novos Mercados',
  'taxed-enough-already': 'Chega de Impostos!',
  'endorse-political-campaign': 'Apoiar Campanha Política',
  'technological-progress': 'Progresso Tecnológico',
  'trade-protectionism-lobby': 'Lobby Protecionista',
  // State
  'employment-support-scheme': 'Plano de Apoio ao Emprego',
  'shift-focus': 'Mudança de Foco',
  'denial-of-free-speech': 'Negação da Liberdade de Expressão',
  'step-for-representation': 'Passo pela Representatividade',
  'immediate-response': 'Resposta Imediata',
  'geopolitical-support': 'Apoio Geopolítico',
  'foreign-students': 'Estudantes Estrangeiros',
  'healthcare-program': 'Programa de Saúde',
  'medical-tourism': 'Turismo Médico',
  'a-matter-of-high-priority': 'Questão de Alta Prioridade',
  'emergency-state': 'Estado de Emergência',
  'foreign-investment-program': 'Programa de Investimento Estrangeiro',
  'literacy-program': 'Programa de Alfabetização',
  'growth-in-tourism': 'Crescimento do Turismo',
  'allowances-and-subsidies': 'Auxílios e Subsídios',
  'agenda-setting': 'Definição de Agenda',
  'pressing-matters': 'Assuntos Urgentes',
  'construction-boom': 'Boom da Construção Civil',
  'higher-vat': 'Aumento do IVA',
  nationalization: 'Estatização',
  'quantitative-easing': 'Flexibilização Quantitativa',
  privatization: 'Privatização',
  'foreign-financial-assistance': 'Ajuda Financeira Externa',
  // Crisis & Control
  'rising-covid-19-cases': 'Aumento de Casos de COVID-19',
  'momentum-for-change': 'Impulso por Mudança',
  'protect-the-status-quo': 'Proteger o Status Quo',
  'change-of-government-agenda': 'Mudança na Agenda do Governo',
  'reveal-political-scandal': 'Revelar Escândalo Político',
  'covid-19-stimulus-package': 'Pacote de Estímulo contra a COVID-19',
  'covid-19-vaccine-rd-funding': 'Financiamento de P&D de Vacinas contra a COVID-19',
  'covid-19-vaccination-program': 'Programa de Vacinação contra a COVID-19',
};

/** Texts by slug (every class's card alike) or by full id (the classes' cards differ). */
export const ACTION_CARD_TEXTS: Record<string, string> = {
  // Working Class
  'working.specialization':
    'Ponha um Trabalhador qualificado de qualquer setor da Reserva nos desempregados; aloque até 3',
  'highlight-social-issues': 'Pague 15 ao Estado para ganhar 3 de Influência',
  'cooperative-farm': 'Com 3+ Trabalhadores desempregados, construa uma Fazenda Cooperativa e ponha 3 nela',
  'healthcare-benefits': 'Compre Saúde do Estado até sua População, pagando metade do total (arred. p/ cima)',
  'healthcare-movement': 'Proponha um Projeto sobre Saúde e Benefícios (Política 4); ponha 2 cubos no saco',
  'need-for-change': 'Proponha 2 Projetos de Lei, um após o outro',
  'labor-market-deregulation':
    'Aloque quantos desempregados quiser; em 2C também pode mover Trabalhadores já alocados',
  migration: 'Com 4+ desempregados, remova até 2: ganhe 5 por não qualificado, 10 por qualificado',
  'workers-movement': 'Proponha um Projeto sobre Mercado de Trabalho (Política 2); ponha 2 cubos no saco',
  'workplace-accident':
    'Escolha um setor: outro jogador lhe paga 8 por Empresa dele ali que emprega seus Trabalhadores',
  'proletarians-of-the-world-unite': 'Ponha no saco cubos de votação iguais à sua População',
  'boost-domestic-tourism':
    'Compre Luxo de outro jogador até sua População pela metade; o Estado paga o resto',
  'public-opinion-polling':
    'Proponha um Projeto e revele 5 cubos; pode fazer a Votação Imediata com eles, grátis',
  'student-movement': 'Proponha um Projeto sobre Educação (Política 5); ponha 2 cubos no saco',
  'working.supplemental-income-program':
    'O Estado lhe paga 1 por Trabalhador empregado; depois pode Comprar Bens e Serviços',
  'working.extra-shift':
    'Uma Empresa Pública faz um turno extra pago pelo Estado; compre o serviço até sua População',
  'affordable-housing': 'Dê 20 à Classe Capitalista por 5 PV, ou 10 à Classe Média por 3 PV',
  'immigration-reform': 'Proponha um Projeto sobre Imigração (Política 7); ponha 2 cubos no saco',
  'signing-bonus': 'Aloque até 4 desempregados; o dono de cada Empresa lhe paga 4 por Trabalhador',
  'general-strike': 'Faça Greve, pondo 1 marcador de Greve extra por Sindicato seu',
  'fake-news': 'Tire 6 cubos do saco, remova até 4 do jogo e devolva o resto',
  'state-scholarship':
    'Compre Educação do Estado até sua População, pagando metade do total (arred. p/ cima)',
  'radical-reforms': 'Proponha um Projeto para qualquer seção, mesmo a dois passos (sem Votação Imediata)',
  'unemployment-benefits': 'Receba 5 do Estado por desempregado; depois pode comprar do Estado',
  'interest-groups': 'Revele cubos até sair 3 de outras classes; troque-os pelos seus e devolva tudo ao saco',
  // Middle Class
  'import-subsidy': 'Compre Alimentos ou Luxo do Mercado Externo até sua População, sem tarifas',
  'small-business-grant': 'Construa uma Empresa; o Estado paga o custo',
  'land-of-opportunity':
    'Construa uma Empresa, operada por um Trabalhador qualificado da Classe Média à sua escolha',
  'middle.investment-opportunities':
    'Construa uma Empresa por 8 a menos, ou busque qualquer Empresa no baralho e pague 8 a mais',
  'middle.foreign-market-insight':
    'Revele a próxima Exportação e pode trocá-la; venda ao exterior usando cada transação até 2×',
  'employment-subsidy':
    'Receba 5 do Estado por Empresa sua com Trabalhador da CT; depois Turno Extra numa delas',
  'middle.specialization':
    'Ponha um Trabalhador qualificado da CT nos desempregados; aloque até 3 deles em suas Empresas',
  'middle.health-crisis': 'Venda até 6 de Saúde ao Estado por 10 cada',
  'middle.unemployment-initiative-program':
    'Aloque até 3 desempregados da CT em suas Empresas; o Estado paga 5 por cada',
  'middle.higher-education-program': 'Venda até 6 de Educação ao Estado por 10 cada',
  'voice-of-middle-class-workers':
    'Ponha 2 cubos de votação, mais 1 por Empresa Pública ou Capitalista com Trabalhadores seus',
  'new-theme-park': 'Pague 6 por ponto de População para ganhar 1 de Prosperidade',
  'export-subsidy': 'Venda ao Mercado Externo; o Estado também lhe paga 5 por transação',
  'personal-consumption': 'Compre um bem de várias fontes (População em cada) ou até 2× População de uma',
  'growing-business':
    'Ganhe um Armazém grátis; depois pode construir uma Empresa, 4 a menos se produzir esse recurso',
  'middle.public-sector-overtime':
    'Uma Empresa Pública faz um turno extra pago pelo Estado; compre o serviço até sua População',
  'middle.supplemental-income-program':
    'O Estado paga 2 por Trabalhador seu em Empresas Públicas e Capitalistas; depois pode comprar',
  // Capitalist Class
  'capitalist.health-crisis': 'Venda até 9 de Saúde ao Estado por 10 cada',
  'capitalist.higher-education-program': 'Venda até 9 de Educação ao Estado por 10 cada',
  'push-political-agenda': 'Pague 25 para Propor 2 Projetos de Lei',
  'foreign-recruitment':
    'Pague 10 para preencher uma Empresa sua parada com Trabalhadores adequados da Reserva',
  'competitive-wages':
    'Ponha uma Empresa em N3 e traga os Trabalhadores de uma Pública do mesmo setor e tamanho',
  'global-branding': 'Venda ao Mercado Externo; também pode vender até 6 de Luxo por 10 cada',
  'offshore-companies': 'Mova metade da sua Receita (arred. p/ baixo) para o Capital',
  'capitalist.foreign-market-insight':
    'Revele as 2 próximas Exportações, pode trocar uma, descarte o resto; depois venda ao exterior',
  'capitalist.unemployment-initiative-program':
    'Preencha uma Empresa sua parada com desempregados; o Estado lhe paga 5 por cada',
  'foreign-partner': 'Feche um Acordo Comercial; depois pode vender Alimentos e/ou Luxo ao Mercado Externo',
  'business-expansion': 'Construa 2 Empresas e depois ponha 2 Empresas novas no seu Mercado',
  'capitalist.investment-opportunities':
    'Construa uma Empresa por 10 a menos, ou busque qualquer Empresa no baralho e pague 10 a mais',
  'global-food-crisis': 'Venda ao Mercado Externo; também pode vender até 4 de Alimentos por 15 cada',
  industrialization: 'Construa uma Empresa de Luxo ou Agricultura pagando metade; o Estado paga a outra',
  'bid-rigging': 'Venda até 6 de Luxo ao Estado por 10 cada e ganhe 1 de Influência',
  'buy-private-island': 'Pague 50 do Capital ao Estado para ganhar 7 PV',
  'exit-strategy': 'Venda pelo dobro do custo uma Empresa sem ícone de Maquinário e não automatizada',
  'capitalist.business-grants': 'Receba 5 do Estado por Empresa que você possui',
  'tap-into-new-markets': 'Proponha um Projeto sobre Comércio Exterior (Política 6); ponha 2 cubos no saco',
  'capitalist.extra-shift':
    'Escolha uma Empresa sua não automatizada: pague os salários e ela produz de novo',
  'taxed-enough-already': 'Proponha um Projeto sobre Tributação (Política 3); ponha 2 cubos no saco',
  'endorse-political-campaign': 'Gaste 15 para pôr 6 cubos de votação no saco',
  'technological-progress': 'Pague 20 por 1 marcador de Maquinário, ou 45 por 2',
  'trade-protectionism-lobby':
    'Ponha 2 cubos por Empresa de Agricultura sua (em 6A, as de Luxo também contam)',
  // State
  'employment-support-scheme': 'Dê 15 à Classe Trabalhadora e 15 à Classe Média',
  'shift-focus':
    'Veja os 2 Eventos do topo; pode trocar um por um Evento atual, sem penalidade; depois Ação de Evento',
  'denial-of-free-speech':
    'Tome até 2 de Influência da Mídia para si; 2 jogadores escolhidos lhe dão 1 de Influência cada',
  'step-for-representation': 'Forneça 1 de Influência Pessoal e 2 cubos de votação a uma classe',
  'immediate-response': 'Escolha um Evento e cumpra a tarefa dele duas vezes',
  'geopolitical-support': 'Ganhe 15 em 6A, 30 em 6B ou 45 em 6C',
  'foreign-students': 'Venda até 8 de Educação ao Mercado Externo pelo preço local atual',
  'healthcare-program': 'Forneça Saúde à Classe Trabalhadora ou Média igual à População dela',
  'medical-tourism': 'Venda até 8 de Saúde ao Mercado Externo pelo preço local atual',
  'state.unemployment-initiative-program': 'Preencha uma Empresa Pública sua parada com desempregados',
  'a-matter-of-high-priority':
    'Veja os 2 Eventos do topo; se houver espaço, coloque um; depois Ação de Evento',
  'emergency-state': 'Com Projetos em 3+ Políticas, mova uma Política sem Projeto uma seção (sem PV)',
  'foreign-investment-program': 'Gaste 2 de Influência Pessoal para ganhar 40',
  'literacy-program': 'Forneça Educação à Classe Trabalhadora ou Média igual à População dela',
  'growth-in-tourism': 'O Estado, a Classe Média e a Classe Capitalista ganham 15 cada',
  'state.supplemental-income-program': 'Forneça à Classe Trabalhadora ou Média 1 por Trabalhador empregado',
  'allowances-and-subsidies': 'Forneça 20 a uma classe',
  'agenda-setting': 'Ganhe 1 de Influência Pessoal por Política igual à Agenda Política atual',
  'pressing-matters': 'Proponha um Projeto; pode convocar a Votação Imediata sem gastar Influência',
  'state.public-sector-overtime': 'Escolha uma Empresa Pública: pague os salários e ela produz de novo',
  'construction-boom': 'O Estado, a Classe Trabalhadora e a Classe Capitalista ganham 15 cada',
  'state.business-grants': 'Forneça à Classe Capitalista 5 por Empresa que ela possui',
  'higher-vat': 'Cada outro jogador lhe paga 15',
  nationalization: 'Troque uma Pública parada por uma Capitalista sem Maquinário; em 1B pague o custo',
  'quantitative-easing': 'Ganhe 25, ou 35 se o Estado tiver um Empréstimo',
  privatization: 'Venda uma Empresa Pública em operação à Classe Capitalista pelo custo',
  'foreign-financial-assistance': 'Ganhe 10 por Política igual à Agenda Política atual',
  // Crisis & Control
  'rising-covid-19-cases':
    'Receba Saúde grátis do Estado até metade da População; depois compre Saúde de qualquer fonte',
  'momentum-for-change':
    'Ganhe 1 de Influência por marcador de Projeto seu na mesa de Política; depois Proponha um Projeto',
  'protect-the-status-quo':
    'Bloqueie Projetos numa Política nesta rodada com um marcador seu; ganhe 1 de Influência',
  'change-of-government-agenda':
    'Com 3 ou menos Projetos, descarte o de outro; você, depois ele, pode propor um',
  'reveal-political-scandal': 'Tome 2 de Influência de outro jogador',
  'covid-19-stimulus-package':
    'O Estado paga 2 por Trabalhador em Empresas Públicas/Capitalistas e 4 por Empresa sua',
  'covid-19-vaccine-rd-funding': 'Receba 15 do Estado por Empresa de Saúde sua em operação',
  'covid-19-vaccination-program':
    'Compre Saúde no exterior a 5 até seu espaço; forneça Saúde a uma classe igual à População',
};
