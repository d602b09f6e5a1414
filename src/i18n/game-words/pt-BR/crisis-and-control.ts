/**
 * Crisis & Control's cards for players (Crisis Response, the Government Bond, Alternative Events,
 * Hidden Agendas) in Brazilian Portuguese, by card id. "Benefício" is an Alternative Event's
 * Benefit; "Recompensa" its Reward; "+2" 2 Legitimacy with that class.
 */
import type { NameAndText } from '../types.ts';

export const CRISIS_RESPONSES: Record<string, NameAndText> = {
  'crisis.washington-consensus': {
    name: 'Consenso de Washington',
    text: 'Todos os Projetos saem; 1–6 em C, 7B; CT, CM ganham Influência e cubos, perdem 2 desempregados.',
  },
  'crisis.failed-imf-negotiations': {
    name: 'Negociações Fracassadas com o FMI',
    text: 'Saem os Projetos em 2 e 7; 2C 7A; classes pagam 10 ao Estado por vez até ele poder quitar.',
  },
  'crisis.moderate-imf-intervention': {
    name: 'Intervenção Moderada do FMI',
    text: 'Todos os Projetos saem; 1C 2C 3B 4B 5B 6C 7B, Política 6 travada; CT −2 desempregados; −2 cada.',
  },
  'crisis.japanese-model': {
    name: 'Modelo Japonês',
    text: 'Todos os Projetos saem; 1C 2B 3B 4B 5B 6C 7A; o Estado recebe 40; −1 de Legitimidade com cada.',
  },
  'crisis.basic-imf-intervention': {
    name: 'Intervenção Básica do FMI',
    text: 'Todos os Projetos saem; 1C 2C 3A 4B 5C 6B 7B, Políticas 1 e 3 travadas; Legitimidade pela metade.',
  },
  'crisis.us-stimulus-package': {
    name: 'Pacote de Estímulo dos EUA',
    text: 'Todos os Projetos saem; 1C 2C 3B 4C 5C 6B 7B; Estado +60, paga a CT, CM 10 + 2 Saúde, à CC 15.',
  },
  'crisis.imf-intervention-with-resistance': {
    name: 'Intervenção do FMI com Resistência',
    text: 'Saem os Projetos, exceto em 4, 5; 1C (travada) 2C 3B 6B 7A; CT põe 3 marcadores de Greve; −2 cada.',
  },
  'crisis.new-government-bond-program': {
    name: 'Novo Programa de Títulos Públicos',
    text: 'Classes podem emprestar 30 ou 50 ao Estado em Títulos; se faltar, compre outra. Não na rodada 5.',
  },
  'crisis.eu-austerity-measures': {
    name: 'Medidas de Austeridade da UE',
    text: 'Todos os Projetos saem; 1C 2C 3A 4B 5B 6B 7B; cada classe paga 10 ao Estado; metade da Legitimidade.',
  },
  'crisis.failed-imf-intervention-revolution': {
    name: 'Intervenção Fracassada do FMI: Revolução',
    text: 'Exige 2 Sindicatos. 1A 2C 3A 4A 5A 6A 7A; classes pagam ao Estado; CC −3, CM −2.',
  },
  'crisis.government-bond': {
    name: 'Título Público',
    text: 'Título: você emprestou 30 (volta 40) ou 50 (volta 70) ao Estado até o fim da próxima Fase de Ações.',
  },
};

export const ALTERNATIVE_EVENTS: Record<string, NameAndText> = {
  'alt-event.low-global-innovation-ranking': {
    name: 'Baixa Posição no Índice Global de Inovação',
    text: 'Gaste 4 Educação (8 por falta). Benefício, Preparação: receba 1 Educação e 1 Luxo.',
  },
  'alt-event.better-public-education': {
    name: 'Exigência de Melhor Educação Pública',
    text: 'Escolha uma classe com Empresa de Educação op. Benefício: venda 2 Educação ao Estado.',
  },
  'alt-event.dairy-farmer-subsidies': {
    name: 'Produtores de Leite Exigem Subsídios',
    text: 'Gaste 30. Recompensa CT +2 ou CC um marcador. Benefício, Produção: receba 10.',
  },
  'alt-event.administrative-upgrade': {
    name: 'Exigência de Modernização Administrativa',
    text: 'Escolha uma classe com Empresa de Luxo op. Benefício: venda 2 Luxo ao Estado.',
  },
  'alt-event.high-illiteracy-rate': {
    name: 'Alta Taxa de Analfabetismo',
    text: 'Gaste 4 Educação ou 30. Recompensa CT ou CM +2. Benefício, Preparação: receba 2 Educação.',
  },
  'alt-event.low-vaccination-rates': {
    name: 'Baixa Cobertura Vacinal',
    text: 'Gaste 4 Saúde ou 30. Recompensa CT ou CM +2. Benefício, Preparação: receba 2 Saúde.',
  },
  'alt-event.political-pressure': {
    name: 'Pressão Política',
    text: '1 de Influência por Política fora da Agenda. Recompensa CT +2 ou CC marcador. Benefício: +2 cubos.',
  },
  'alt-event.energy-subsidy': {
    name: 'Exigência de Subsídio à Energia',
    text: 'Gaste 1 de Influência da Mídia. Recompensa: marcador. Benefício, Produção: o Estado lhe paga 10.',
  },
  'alt-event.smear-campaign': {
    name: 'Campanha de Difamação',
    text: 'Gaste 1 de Influência Pessoal e 15. Recompensa +2. Benefício, Eleições: receba 1 de Influência.',
  },
  'alt-event.economic-stimulus': {
    name: 'Exigência de Estímulo Econômico',
    text: 'Gaste 30. Recompensa CM +2 ou CC 3 PV. Benefício, Produção: receba 5, pode ocupar uma Empresa.',
  },
  'alt-event.public-pressure': {
    name: 'Pressão Popular',
    text: 'Escolha uma classe (CT ou CC +2). Benefício: descarte antes de um voto; o Estado apoia o Projeto.',
  },
  'alt-event.hurricane': {
    name: 'Furacão',
    text: 'Compre até 5 Alimentos. Recompensa: marcador. Benefício, Necessidades: o Estado lhe dá 1 Alimento.',
  },
  'alt-event.rising-traffic-accidents': {
    name: 'Aumento dos Acidentes de Trânsito',
    text: 'Gaste 4 Saúde + Educação (1+ de cada). Recompensa CT ou CM 3 PV. Benefício: +1 Saúde, +1 Educação.',
  },
  'alt-event.tax-returns': {
    name: 'Restituição de Impostos',
    text: 'Escolha uma classe; ela recebe um marcador. Benefício, Produção: pague 10 a menos de impostos.',
  },
  'alt-event.fear-of-recession': {
    name: 'Medo de Recessão',
    text: 'Gaste 1 de Influência Pessoal e 15. CT +2, CM marcador ou CC 3 PV. Benefício: receba 1 Alimento.',
  },
  'alt-event.student-protest': {
    name: 'Protesto Estudantil',
    text: 'Gaste 1 de Influência Pessoal, 2 Educação. CT 3 PV, CM +2, CC marcador. Benefício: 2 Educação.',
  },
  'alt-event.rising-flu-infections': {
    name: 'Aumento dos Casos de Gripe',
    text: 'Escolha uma classe com Empresa de Saúde op. Benefício: venda 2 Saúde ao Estado.',
  },
  'alt-event.low-political-engagement': {
    name: 'Baixo Engajamento Político',
    text: 'Classe com marcador de Projeto livre; 1 Influência por livre. CT 3 PV ou CC +2. Benefício: +2 cubos.',
  },
  'alt-event.digital-transformation': {
    name: 'Exigência de Transformação Digital',
    text: 'Gaste 30; classe com Empresa de Luxo op. Benefício: suas Empresas de Luxo +1 nesta fase.',
  },
  'alt-event.rising-economic-inequality': {
    name: 'Aumento da Desigualdade Econômica',
    text: 'Gaste 30. Recompensa CT +2 ou CM marcador. Benefício, Produção: receba 10.',
  },
  'alt-event.healthcare-scandal': {
    name: 'Escândalo na Saúde',
    text: 'Gaste 1 de Influência Pessoal, 2 Saúde. CT marcador, CM 3 PV, CC +2. Benefício: receba 2 Saúde.',
  },
  'alt-event.public-sector-union-negotiations': {
    name: 'Negociações com Sindicatos do Setor Público',
    text: 'Classe com Trabalhadores numa Pública. CT marcador ou CM 2 PV. Benefício: Estado paga 5 a mais.',
  },
  'alt-event.startup-support': {
    name: 'Exigência de Apoio a Startups',
    text: 'Escolha CM ou CC (+1). Benefício, Fase de Ações: o Estado paga 10 de cada Empresa que construir.',
  },
  'alt-event.gerrymandering': {
    name: 'Manipulação de Distritos Eleitorais',
    text: 'Gaste 2 de Influência Pessoal. Recompensa +2. Benefício, Eleições: ponha 2 cubos de votação.',
  },
  'alt-event.state-intervention': {
    name: 'Exigência de Intervenção Estatal',
    text: 'Gaste 20. Recompensa CT ou CC 2 PV. Benefício: mude o Salário de uma Empresa 1 nível, ignorando a 2.',
  },
};

export const HIDDEN_AGENDAS: Record<string, NameAndText> = {
  'agenda.leviathan': { name: 'Leviatã', text: 'Estado: cumpra a tarefa de 10 ou mais Eventos. 8 PV.' },
  'agenda.expert-budgeter': {
    name: 'Mestre do Orçamento',
    text: 'Estado: termine o jogo sem nunca pegar um Empréstimo. 4 PV.',
  },
  'agenda.according-to-plan': {
    name: 'Conforme o Planejado',
    text: 'Estado: numa Fase de Pontuação, 4+ Políticas iguais à sua Agenda Política. 5 PV.',
  },
  'agenda.strong-welfare-state': {
    name: 'Estado de Bem-Estar Forte',
    text: 'Estado: tenha 150 ou mais com as Políticas 4A e 5A. 10 PV.',
  },
  'agenda.state-led-economy': {
    name: 'Economia Dirigida pelo Estado',
    text: 'Estado: Política 1A e 6 ou mais Empresas Públicas em operação. 8 PV.',
  },
  'agenda.entrepreneur': {
    name: 'Empreendedor',
    text: 'CM: 8 ou mais de Alimentos, Luxo, Saúde e Educação cada no Armazém. 8 PV.',
  },
  'agenda.successful-startup': {
    name: 'Startup de Sucesso',
    text: 'CM: 5 Empresas em plena operação até o fim da rodada 3. 8 PV.',
  },
  'agenda.growing-middle-class': {
    name: 'Classe Média em Ascensão',
    text: 'CM: 8 Empresas em plena operação e Trabalhadores em 5 Empresas Públicas/CC. 10 PV.',
  },
  'agenda.golden-compromise': {
    name: 'Meio-Termo de Ouro',
    text: 'CM: Políticas 1–5 todas na seção B. 4 PV.',
  },
  'agenda.we-work-we-thrive': {
    name: 'Trabalhamos e Prosperamos',
    text: 'CM: nenhum Trabalhador desempregado no fim do jogo. 5 PV.',
  },
  'agenda.rally-the-masses': {
    name: 'Mobilizar as Massas',
    text: 'CT: tenha 6 ou mais de Influência. 4 PV.',
  },
  'agenda.workers-unite': { name: 'Trabalhadores, Uni-vos!', text: 'CT: tenha 4 ou mais Sindicatos. 8 PV.' },
  'agenda.working-class-push': {
    name: 'Ofensiva da Classe Trabalhadora',
    text: 'CT: 3 Projetos propostos por você aprovados na mesma Fase de Eleições. 10 PV.',
  },
  'agenda.small-labor-force': {
    name: 'Força de Trabalho Pequena',
    text: 'CT: População 7 ou menos no fim do jogo. 5 PV.',
  },
  'agenda.surplus-value-is-ours': {
    name: 'A Mais-Valia É Nossa!',
    text: 'CT: receba 240 ou mais em Salários numa única Fase de Produção. 8 PV.',
  },
  'agenda.corporate-empire': {
    name: 'Império Corporativo',
    text: 'CC: 12 Empresas, pelo menos 11 delas em operação. 10 PV.',
  },
  'agenda.toward-a-neoliberal-state': {
    name: 'Rumo a um Estado Neoliberal',
    text: 'CC: 3 ou mais das Políticas 1–5 na seção C, após a rodada 1. 4 PV.',
  },
  'agenda.export-tycoon': {
    name: 'Magnata da Exportação',
    text: 'CC: ganhe 240 ou mais numa única ação Vender ao Mercado Externo. 8 PV.',
  },
  'agenda.diversified-portfolio': {
    name: 'Portfólio Diversificado',
    text: 'CC: 2 ou mais Empresas em cada um dos 5 setores no fim do jogo. 8 PV.',
  },
  'agenda.venture-capitalist': {
    name: 'Investidor de Risco',
    text: 'CC: 320 ou mais de Capital no fim do jogo. 5 PV.',
  },
};

/** The longer descriptions `/card` shows, by card id. */
export const CRISIS_AND_CONTROL_DESCRIPTIONS: Record<string, string> = {
  'agenda.leviathan':
    'Agenda do Estado. Cumprida quando você tiver realizado a tarefa de pelo menos 10 Eventos. Vale 8 PV.',
  'agenda.expert-budgeter':
    'Agenda do Estado. Cumprida no fim do jogo se você nunca pegou um Empréstimo; descarte-a assim que pegar um. Vale 4 PV.',
  'agenda.according-to-plan':
    'Agenda do Estado. Verificada numa Fase de Pontuação: pelo menos 4 Políticas iguais à carta de Agenda Política atual. Vale 5 PV.',
  'agenda.strong-welfare-state':
    'Agenda do Estado. Cumprida quando você tiver pelo menos 150 com as Políticas 4A e 5A em vigor. Vale 10 PV.',
  'agenda.state-led-economy':
    'Agenda do Estado. Cumprida com a Política 1A e pelo menos 6 Empresas Públicas em operação. Vale 8 PV.',
  'agenda.entrepreneur':
    'Agenda da Classe Média. Cumprida com pelo menos 8 de cada: Alimentos, Luxo, Saúde e Educação nos seus Armazéns. Vale 8 PV.',
  'agenda.successful-startup':
    'Agenda da Classe Média. Cumprida com pelo menos 5 Empresas em plena operação, até o fim da rodada 3. Vale 8 PV.',
  'agenda.growing-middle-class':
    'Agenda da Classe Média. Cumprida com 8 Empresas em plena operação e seus Trabalhadores em pelo menos 5 Empresas Públicas e/ou da Classe Capitalista. Vale 10 PV.',
  'agenda.golden-compromise':
    'Agenda da Classe Média. Cumprida quando as Políticas 1 a 5 estiverem todas na seção B. Vale 4 PV.',
  'agenda.we-work-we-thrive':
    'Agenda da Classe Média. Cumprida no fim do jogo se você não tiver Trabalhadores desempregados. Vale 5 PV.',
  'agenda.rally-the-masses':
    'Agenda da Classe Trabalhadora. Cumprida quando você tiver pelo menos 6 de Influência. Vale 4 PV.',
  'agenda.workers-unite': 'Agenda da Classe Trabalhadora. Cumprida com pelo menos 4 Sindicatos. Vale 8 PV.',
  'agenda.working-class-push':
    'Agenda da Classe Trabalhadora. Cumprida quando 3 Projetos propostos por você forem aprovados na mesma Fase de Eleições. Vale 10 PV.',
  'agenda.small-labor-force':
    'Agenda da Classe Trabalhadora. Cumprida no fim do jogo com População 7 ou menos. Vale 5 PV.',
  'agenda.surplus-value-is-ours':
    'Agenda da Classe Trabalhadora. Cumprida quando você receber pelo menos 240 em Salários numa Fase de Produção. Vale 8 PV.',
  'agenda.corporate-empire':
    'Agenda da Classe Capitalista. Cumprida com 12 Empresas, pelo menos 11 delas em operação. Vale 10 PV.',
  'agenda.toward-a-neoliberal-state':
    'Agenda da Classe Capitalista. Cumprida, após a rodada 1, com pelo menos 3 das Políticas 1 a 5 na seção C. Vale 4 PV.',
  'agenda.export-tycoon':
    'Agenda da Classe Capitalista. Cumprida quando uma ação Vender ao Mercado Externo lhe render pelo menos 240. Vale 8 PV.',
  'agenda.diversified-portfolio':
    'Agenda da Classe Capitalista. Cumprida no fim do jogo com pelo menos 2 Empresas em cada um dos 5 setores. Vale 8 PV.',
  'agenda.venture-capitalist':
    'Agenda da Classe Capitalista. Cumprida no fim do jogo com pelo menos 320 de Capital. Vale 5 PV.',
  'crisis.washington-consensus':
    'Descarte todos os Projetos propostos. Ponha as Políticas em 1C 2C 3C 4C 5C 6C 7B. A Classe Trabalhadora ' +
    'recebe Influência igual a metade da sua População (arredondado para cima), põe 2 cubos de votação por ' +
    'Sindicato e remove 2 Trabalhadores desempregados. A Classe Média recebe 2 de Influência, põe 2 cubos de ' +
    'votação por Empresa Pública ou da Classe Capitalista que emprega seus Trabalhadores e remove 2 ' +
    'Trabalhadores desempregados. Quite os Empréstimos. O Estado perde 3 de Legitimidade com a Classe ' +
    'Trabalhadora e 2 com a Classe Média.',
  'crisis.failed-imf-negotiations':
    'Descarte só os Projetos propostos nas Políticas 2 e 7. Ponha as Políticas em 2C e 7A. Cada classe paga 10 ' +
    'ao Estado, de novo e de novo, até o Estado poder quitar seus Empréstimos. Quite os Empréstimos. O Estado ' +
    'perde 1 de Legitimidade com cada classe a cada 10 que tomou dela.',
  'crisis.moderate-imf-intervention':
    'Descarte todos os Projetos propostos. Ponha as Políticas em 1C 2C 3B 4B 5B 6C 7B; a Política 6 fica ' +
    'travada até a etapa Verificar o FMI da próxima rodada. A Classe Trabalhadora remove 2 Trabalhadores ' +
    'desempregados. Quite os Empréstimos. O Estado perde 2 de Legitimidade com cada classe.',
  'crisis.japanese-model':
    'Descarte todos os Projetos propostos. Ponha as Políticas em 1C 2B 3B 4B 5B 6C 7A. O Estado recebe 40. ' +
    'Quite os Empréstimos. O Estado perde 1 de Legitimidade com cada classe.',
  'crisis.basic-imf-intervention':
    'Descarte todos os Projetos propostos. Ponha as Políticas em 1C 2C 3A 4B 5C 6B 7B; as Políticas 1 e 3 ' +
    'ficam travadas até a etapa Verificar o FMI da próxima rodada. Quite os Empréstimos. O Estado reduz pela ' +
    'metade sua Legitimidade com cada classe (arredondado para cima).',
  'crisis.us-stimulus-package':
    'Descarte todos os Projetos propostos. Ponha as Políticas em 1C 2C 3B 4C 5C 6B 7B. O Estado recebe 60. As ' +
    'Classes Trabalhadora e Média recebem 10 cada e, se possível, 2 de Saúde do Estado; a Classe Capitalista ' +
    'recebe 15 do Estado. Quite os Empréstimos. O Estado reduz pela metade sua Legitimidade com as Classes ' +
    'Trabalhadora e Média (arredondado para cima).',
  'crisis.imf-intervention-with-resistance':
    'Descarte todos os Projetos propostos, exceto os das Políticas 4 e 5. Ponha as Políticas em 1C 2C 3B 6B ' +
    '7A; a Política 1 fica travada até a etapa Verificar o FMI da próxima rodada. A Classe Trabalhadora ' +
    'coloca 3 marcadores de Greve. Quite os Empréstimos. O Estado perde 2 de Legitimidade com cada classe.',
  'crisis.new-government-bond-program':
    'Na rodada 5, compre outra carta de Resposta à Crise no lugar desta. Nenhum Projeto é descartado e ' +
    'nenhuma Política muda. Em ordem inversa de jogo, cada classe pode pagar 30 ou 50 ao Estado, pegando um ' +
    'Título Público. Se o total não bastar para quitar todos os Empréstimos do Estado, o dinheiro é devolvido ' +
    'e outra carta de Resposta à Crise é comprada. Senão, o Estado quita seus Empréstimos e deve devolver 40 ' +
    'ou 70 a cada credor até o fim da próxima Fase de Ações. Nenhuma Legitimidade é perdida.',
  'crisis.eu-austerity-measures':
    'Descarte todos os Projetos propostos. Ponha as Políticas em 1C 2C 3A 4B 5B 6B 7B. As Classes ' +
    'Trabalhadora, Capitalista e Média pagam 10 cada ao Estado. Quite os Empréstimos. O Estado reduz pela ' +
    'metade sua Legitimidade com cada classe (arredondado para cima).',
  'crisis.failed-imf-intervention-revolution':
    'Se houver menos de 2 Sindicatos, compre outra carta de Resposta à Crise no lugar desta. Descarte todos os ' +
    'Projetos propostos. Ponha as Políticas em 1A 2C 3A 4A 5A 6A 7A (2C como impresso). O Estado não paga ' +
    'nada pelas novas Empresas Públicas nesta rodada. A Classe Trabalhadora paga 10 ao Estado. A Classe ' +
    'Capitalista paga 35 e a Classe Média 20 ao Estado; depois cada uma recebe 1 de Influência a cada 2 ' +
    'Empresas suas. Quite os Empréstimos. O Estado perde 3 de Legitimidade com a Classe Capitalista e 2 com a ' +
    'Classe Média.',
  'crisis.government-bond':
    'Pego por uma classe que empresta dinheiro ao Estado durante "Novo Programa de Títulos Públicos". Um lado ' +
    'é um empréstimo de 30 que o Estado devolve com 40; o outro, um empréstimo de 50 devolvido com 70. O Estado ' +
    'deve pagar até o fim da Fase de Ações da rodada seguinte.',
  'alt-event.low-global-innovation-ranking':
    'Tarefa: gaste 4 de Educação; cada Educação que faltar pode ser paga com 8. Escolha a Classe Trabalhadora ' +
    '(+2 de Legitimidade) ou a Classe Capitalista (+2). Sem Ação: −1 com as Classes Trabalhadora e ' +
    'Capitalista. Benefício na Preparação: receba 1 de Educação e 1 de Luxo.',
  'alt-event.better-public-education':
    'Tarefa: escolha uma classe que tenha uma Empresa de Educação em operação: a Classe Média (+1 de ' +
    'Legitimidade) ou a Classe Capitalista (+1). Sem Ação: −1 com as Classes Média e Capitalista. Benefício ' +
    'na Produção: você pode vender até 2 de Educação ao Estado por 10 cada; o Estado então ganha 1 PV.',
  'alt-event.dairy-farmer-subsidies':
    'Tarefa: gaste 30. Escolha a Classe Trabalhadora (+2 de Legitimidade) ou a Classe Capitalista (um ' +
    'marcador de Legitimidade). Sem Ação: −1 com as Classes Trabalhadora e Capitalista. Benefício na ' +
    'Produção: receba 10.',
  'alt-event.administrative-upgrade':
    'Tarefa: escolha uma classe que tenha uma Empresa de Luxo em operação: a Classe Média (+1 de ' +
    'Legitimidade) ou a Classe Capitalista (+1). Sem Ação: −1 com as Classes Média e Capitalista. Benefício ' +
    'na Produção: você pode vender até 2 de Luxo ao Estado por 10 cada; o Estado então ganha 1 PV.',
  'alt-event.high-illiteracy-rate':
    'Tarefa: gaste 4 de Educação ou 30. Escolha a Classe Trabalhadora (+2 de Legitimidade) ou a Classe Média ' +
    '(+2). Sem Ação: −1 com as Classes Trabalhadora e Média. Benefício na Preparação: receba 2 de Educação.',
  'alt-event.low-vaccination-rates':
    'Tarefa: gaste 4 de Saúde ou 30. Escolha a Classe Trabalhadora (+2 de Legitimidade) ou a Classe Média ' +
    '(+2). Sem Ação: −1 com as Classes Trabalhadora e Média. Benefício na Preparação: receba 2 de Saúde.',
  'alt-event.political-pressure':
    'Tarefa: gaste 1 de Influência (da Mídia ou Pessoal) por Política que não corresponda à carta de Agenda ' +
    'Política atual. Escolha a Classe Trabalhadora (+2 de Legitimidade) ou a Classe Capitalista (um marcador ' +
    'de Legitimidade). Sem Ação: −1 com as Classes Trabalhadora e Capitalista. Benefício nas Eleições: ponha ' +
    '2 cubos de votação no saco.',
  'alt-event.energy-subsidy':
    'Tarefa: gaste 1 de Influência da Mídia. Escolha qualquer classe; ela recebe um marcador de Legitimidade. ' +
    'Sem Ação: −1 com duas classes quaisquer. Benefício na Produção: o Estado lhe paga 10.',
  'alt-event.smear-campaign':
    'Tarefa: gaste 1 de Influência Pessoal e 15. Escolha qualquer classe; ela recebe +2 de Legitimidade. Sem ' +
    'Ação: −1 com duas classes quaisquer. Benefício nas Eleições: receba 1 de Influência.',
  'alt-event.economic-stimulus':
    'Tarefa: gaste 30. Escolha a Classe Média (+2 de Legitimidade) ou a Classe Capitalista (3 PV). Sem Ação: ' +
    '−1 com as Classes Média e Capitalista. Benefício na Produção: receba 5; você pode alocar Trabalhadores ' +
    'numa de suas Empresas antes que ela produza.',
  'alt-event.public-pressure':
    'Tarefa: escolha a Classe Trabalhadora (+2 de Legitimidade) ou a Classe Capitalista (+2). Sem Ação: −1 ' +
    'com as Classes Trabalhadora e Capitalista. Benefício nas Eleições: descarte esta carta antes de uma ' +
    'votação; o Estado apoia esse Projeto, gastando quanta Influência puder, até 2.',
  'alt-event.hurricane':
    'Tarefa: compre até 5 Alimentos. Escolha a Classe Trabalhadora ou a Classe Média; ela recebe um marcador ' +
    'de Legitimidade. Sem Ação: −1 com as Classes Trabalhadora e Média. Benefício na Produção (Cobrir ' +
    'Necessidades): o Estado lhe dá 1 Alimento; se não puder, perde 1 PV.',
  'alt-event.rising-traffic-accidents':
    'Tarefa: gaste 2 de Saúde e 2 de Educação, ou 3 de uma e 1 da outra. Escolha a Classe Trabalhadora (3 ' +
    'PV) ou a Classe Média (3 PV). Sem Ação: −1 com as Classes Trabalhadora e Média. Benefício na ' +
    'Preparação: receba 1 de Saúde e 1 de Educação.',
  'alt-event.tax-returns':
    'Tarefa: escolha qualquer classe; ela recebe um marcador de Legitimidade. Sem Ação: −1 com duas classes ' +
    'quaisquer. Benefício na Produção: pague 10 a menos ao Pagar Impostos.',
  'alt-event.fear-of-recession':
    'Tarefa: gaste 1 de Influência Pessoal e 15. Escolha a Classe Trabalhadora (+2 de Legitimidade), a ' +
    'Classe Média (um marcador de Legitimidade) ou a Classe Capitalista (3 PV). Sem Ação: −1 com duas classes ' +
    'quaisquer. Benefício na Produção: receba 1 Alimento.',
  'alt-event.student-protest':
    'Tarefa: gaste 1 de Influência Pessoal e 2 de Educação. Escolha a Classe Trabalhadora (3 PV), a Classe ' +
    'Média (+2 de Legitimidade) ou a Classe Capitalista (um marcador de Legitimidade). Sem Ação: −1 com duas ' +
    'classes quaisquer. Benefício na Preparação: receba 2 de Educação.',
  'alt-event.rising-flu-infections':
    'Tarefa: escolha uma classe que tenha uma Empresa de Saúde em operação: a Classe Média (+1 de ' +
    'Legitimidade) ou a Classe Capitalista (+1). Sem Ação: −1 com as Classes Média e Capitalista. Benefício ' +
    'na Produção: você pode vender até 2 de Saúde ao Estado por 10 cada; o Estado então ganha 1 PV.',
  'alt-event.low-political-engagement':
    'Tarefa: escolha uma classe com pelo menos 1 marcador de Projeto disponível e gaste 1 de Influência (da ' +
    'Mídia ou Pessoal) por marcador disponível dela. A Classe Trabalhadora ganha 3 PV, a Classe Capitalista ' +
    '+2 de Legitimidade. Sem Ação: −1 com as Classes Trabalhadora e Capitalista. Benefício nas Eleições: ' +
    'ponha 2 cubos de votação no saco.',
  'alt-event.digital-transformation':
    'Tarefa: gaste 30 e escolha uma classe que tenha uma Empresa de Luxo em operação: a Classe Média (+2 de ' +
    'Legitimidade) ou a Classe Capitalista (+2). Sem Ação: −1 com as Classes Média e Capitalista. Benefício ' +
    'na Produção: cada Empresa de Luxo sua produz 1 a mais nesta fase.',
  'alt-event.rising-economic-inequality':
    'Tarefa: gaste 30. Escolha a Classe Trabalhadora (+2 de Legitimidade) ou a Classe Média (um marcador de ' +
    'Legitimidade). Sem Ação: −1 com as Classes Trabalhadora e Média. Benefício na Produção: receba 10.',
  'alt-event.healthcare-scandal':
    'Tarefa: gaste 1 de Influência Pessoal e 2 de Saúde. Escolha a Classe Trabalhadora (um marcador de ' +
    'Legitimidade), a Classe Média (3 PV) ou a Classe Capitalista (+2 de Legitimidade). Sem Ação: −1 com ' +
    'duas classes quaisquer. Benefício na Preparação: receba 2 de Saúde.',
  'alt-event.public-sector-union-negotiations':
    'Tarefa: escolha uma classe com Trabalhadores numa Empresa Pública: a Classe Trabalhadora (um marcador ' +
    'de Legitimidade) ou a Classe Média (2 PV). Sem Ação: −1 com as Classes Trabalhadora e Média. Benefício ' +
    'na Produção: o Estado lhe paga 5 a mais em Salários por Empresa Pública com Trabalhadores seus e então ' +
    'ganha 1 PV.',
  'alt-event.startup-support':
    'Tarefa: escolha a Classe Média (+1 de Legitimidade) ou a Classe Capitalista (+1). Sem Ação: −1 com as ' +
    'Classes Média e Capitalista. Benefício na Fase de Ações: sempre que você construir uma Empresa, o Estado ' +
    'paga 10 do custo e ganha 1 PV.',
  'alt-event.gerrymandering':
    'Tarefa: gaste 2 de Influência Pessoal. Escolha qualquer classe; ela recebe +2 de Legitimidade. Sem ' +
    'Ação: −1 com duas classes quaisquer. Benefício nas Eleições: ponha 2 cubos de votação no saco.',
  'alt-event.state-intervention':
    'Tarefa: gaste 20. Escolha a Classe Trabalhadora (2 PV) ou a Classe Capitalista (2 PV). Sem Ação: −1 com ' +
    'as Classes Trabalhadora e Capitalista. Benefício na Produção: escolha uma Empresa privada que você ' +
    'possui ou em que trabalha; nesta fase suba ou desça o Salário dela um nível, ignorando a Política de ' +
    'Mercado de Trabalho.',
};
