import type { Mission } from '../../domain/missions/mission-schema';

/**
 * The twelve missions: seven official and five designed by the community (credited). Every text
 * is a short summary in our own words; the printed mission card is always the reference.
 */

const t = (en: string, es: string, fr: string) => ({ en, es, fr });
const standard = { rounds: 3, turnsPerRound: [5, 5, 5], endsWhenCompanyDestroyed: true };

export const MISSIONS: Mission[] = [
  {
    id: 'consolidated-progress',
    kind: 'official',
    name: t('Consolidated Progress', 'Progreso consolidado', 'Progrès consolidé'),
    summary: t(
      'Advance step by step: ground you take early keeps paying if you still hold it later.',
      'Avanza paso a paso: el terreno que ganas pronto sigue puntuando si lo mantienes.',
      'Avancez pas à pas : le terrain pris tôt rapporte encore si vous le gardez.',
    ),
    setup: [
      t('Place the objective markers across the table as the mission card shows.', 'Coloca los marcadores de objetivo como indica la carta de misión.', 'Placez les marqueurs d’objectif comme l’indique la carte de mission.'),
    ],
    special: [],
    structure: standard,
    markers: [{ id: 'objective', side: 'neutral', count: 5, label: t('Objective', 'Objetivo', 'Objectif') }],
    vpRules: [
      { id: 'hold-objective', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per objective you control at the end of each round.', '1 PV por objetivo que controles al final de cada ronda.', '1 PV par objectif contrôlé à la fin de chaque manche.'), fromTable: { kind: 'held', markers: ['objective'] } },
      { id: 'hold-more', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round if you control more objectives than your rival.', '1 PV al final de cada ronda si controlas más objetivos que tu rival.', '1 PV à la fin de chaque manche si vous contrôlez plus d’objectifs que votre adversaire.'), fromTable: { kind: 'more', markers: ['objective'] } },
    ],
  },
  {
    id: 'take-positions',
    kind: 'official',
    name: t('Take Positions', 'Tomar posiciones', 'Prendre position'),
    summary: t(
      'A race for key points: claim them first, then make them hard to take back.',
      'Una carrera por los puntos clave: tómalos primero y hazlos difíciles de recuperar.',
      'Une course aux points clés : prenez-les d’abord, puis rendez-les difficiles à reprendre.',
    ),
    setup: [t('Place the objective markers as shown on the mission card, some near each deployment zone.', 'Coloca los objetivos como muestra la carta, algunos cerca de cada zona de despliegue.', 'Placez les objectifs comme sur la carte, certains près de chaque zone de déploiement.')],
    special: [],
    structure: standard,
    markers: [
      { id: 'objective', side: 'neutral', count: 3, label: t('Objective', 'Objetivo', 'Objectif') },
      { id: 'forward-post', side: 'opponent', count: 1, label: t('Forward post', 'Puesto avanzado', 'Poste avancé') },
    ],
    vpRules: [
      { id: 'hold-objective', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per objective you control at the end of each round.', '1 PV por objetivo controlado al final de cada ronda.', '1 PV par objectif contrôlé à la fin de chaque manche.'), fromTable: { kind: 'held', markers: ['objective'] } },
      { id: 'hold-forward-post', timing: 'end_of_round', points: 2, perUnit: false, description: t('2 VP at the end of each round if you control the post next to your rival’s zone.', '2 PV al final de cada ronda si controlas el puesto junto a la zona rival.', '2 PV à la fin de chaque manche si vous contrôlez le poste près de la zone adverse.'), fromTable: { kind: 'held', markers: ['forward-post'] } },
    ],
  },
  {
    id: 'fog-of-death',
    kind: 'official',
    name: t('Fog of Death', 'Niebla de muerte', 'Brouillard de mort'),
    summary: t(
      'A deadly fog rolls over the field; fight for objectives while it harms those caught inside.',
      'Una niebla letal cubre el campo: lucha por los objetivos mientras daña a quien atrapa.',
      'Un brouillard mortel couvre le champ : luttez pour les objectifs pendant qu’il blesse ceux qu’il enveloppe.',
    ),
    setup: [
      t('Place the objective markers as the card shows.', 'Coloca los objetivos como indica la carta.', 'Placez les objectifs comme l’indique la carte.'),
      t('Mark where the fog starts; it spreads as the rounds go by.', 'Marca dónde empieza la niebla; se extiende con las rondas.', 'Marquez le départ du brouillard ; il s’étend au fil des manches.'),
    ],
    special: [t('Units inside the fog suffer its effects at the end of each turn, as described on the card.', 'Las unidades dentro de la niebla sufren sus efectos al final de cada turno, según la carta.', 'Les unités dans le brouillard en subissent les effets à la fin de chaque tour, selon la carte.')],
    structure: standard,
    markers: [{ id: 'objective', side: 'neutral', count: 3, label: t('Objective', 'Objetivo', 'Objectif') }],
    vpRules: [
      { id: 'hold-objective', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per objective you control at the end of each round.', '1 PV por objetivo controlado al final de cada ronda.', '1 PV par objectif contrôlé à la fin de chaque manche.'), fromTable: { kind: 'held', markers: ['objective'] } },
      { id: 'hold-central', timing: 'end_of_game', points: 2, perUnit: false, description: t('2 VP at the end of the game if you control the central objective.', '2 PV al final de la partida si controlas el objetivo central.', '2 PV en fin de partie si vous contrôlez l’objectif central.') },
    ],
  },
  {
    id: 'influence-zones',
    kind: 'official',
    name: t('Influence Zones', 'Zonas de influencia', 'Zones d’influence'),
    summary: t(
      'Zones, not points: spread your company to hold areas of the table.',
      'Zonas, no puntos: despliega tu compañía para dominar áreas de la mesa.',
      'Des zones, pas des points : étendez votre compagnie pour tenir des zones de la table.',
    ),
    setup: [t('Mark the influence zones shown on the mission card.', 'Marca las zonas de influencia de la carta de misión.', 'Délimitez les zones d’influence indiquées sur la carte.')],
    special: [],
    structure: standard,
    markers: [{ id: 'zone', side: 'neutral', count: 3, label: t('Zone', 'Zona', 'Zone') }],
    vpRules: [
      { id: 'hold-zone', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per zone you control at the end of each round.', '1 PV por zona controlada al final de cada ronda.', '1 PV par zone contrôlée à la fin de chaque manche.'), fromTable: { kind: 'held', markers: ['zone'] } },
      { id: 'hold-more-zones', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round if you control more zones than your rival.', '1 PV al final de cada ronda si controlas más zonas que tu rival.', '1 PV à la fin de chaque manche si vous contrôlez plus de zones que votre adversaire.'), fromTable: { kind: 'more', markers: ['zone'] } },
    ],
  },
  {
    id: 'expanse',
    kind: 'official',
    name: t('Expanse', 'Extensión', 'Étendue'),
    summary: t(
      'Reach far: objectives deep in enemy ground are worth more than the ones at home.',
      'Llega lejos: los objetivos en terreno enemigo valen más que los propios.',
      'Allez loin : les objectifs en terrain ennemi valent plus que ceux de votre camp.',
    ),
    setup: [t('Place the objective markers from your half to your rival’s half as the card shows.', 'Coloca los objetivos de tu mitad a la del rival como muestra la carta.', 'Placez les objectifs de votre moitié à celle de l’adversaire comme sur la carte.')],
    special: [],
    structure: standard,
    markers: [
      { id: 'home', side: 'own', count: 1, label: t('Home objective', 'Objetivo propio', 'Objectif de votre camp') },
      { id: 'centre', side: 'neutral', count: 1, label: t('Central objective', 'Objetivo central', 'Objectif central') },
      { id: 'far', side: 'opponent', count: 1, label: t('Far objective', 'Objetivo lejano', 'Objectif lointain') },
    ],
    vpRules: [
      { id: 'hold-home', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round for your home objective.', '1 PV al final de cada ronda por tu objetivo propio.', '1 PV à la fin de chaque manche pour l’objectif de votre camp.'), fromTable: { kind: 'held', markers: ['home'] } },
      { id: 'hold-centre', timing: 'end_of_round', points: 2, perUnit: false, description: t('2 VP at the end of each round for the central objective.', '2 PV al final de cada ronda por el objetivo central.', '2 PV à la fin de chaque manche pour l’objectif central.'), fromTable: { kind: 'held', markers: ['centre'] } },
      { id: 'hold-far', timing: 'end_of_round', points: 3, perUnit: false, description: t('3 VP at the end of each round for the objective on your rival’s side.', '3 PV al final de cada ronda por el objetivo del lado rival.', '3 PV à la fin de chaque manche pour l’objectif côté adverse.'), fromTable: { kind: 'held', markers: ['far'] } },
    ],
  },
  {
    id: 'loot',
    kind: 'official',
    name: t('Loot', 'Botín', 'Butin'),
    summary: t(
      'Grab the spoils and keep them: units carry loot markers and drop them when they fall or flee.',
      'Coge el botín y consérvalo: las unidades cargan botín y lo sueltan si caen o huyen.',
      'Prenez le butin et gardez-le : les unités le portent et le lâchent si elles tombent ou fuient.',
    ),
    setup: [t('Place coloured loot markers for each company and a neutral one in the middle.', 'Coloca marcadores de botín de cada color y uno neutral en el centro.', 'Placez des marqueurs de butin de chaque couleur et un neutre au centre.')],
    special: [
      t('A unit next to a loot marker can take stress to pick it up; each unit carries at most one.', 'Una unidad junto al botín puede estresarse para cogerlo; cada unidad lleva uno como máximo.', 'Une unité adjacente peut se stresser pour prendre le butin ; une unité en porte un au plus.'),
      t('A destroyed or fleeing carrier leaves its loot next to its leader.', 'Si el portador es destruido o huye, deja el botín junto a su líder.', 'Un porteur détruit ou en fuite laisse son butin près de son meneur.'),
    ],
    structure: standard,
    markers: [
      { id: 'loot', side: 'own', count: 2, label: t('Loot', 'Botín', 'Butin') },
      { id: 'neutral-loot', side: 'neutral', count: 1, label: t('Neutral loot', 'Botín neutral', 'Butin neutre') },
    ],
    vpRules: [
      { id: 'has-loot', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round if you carry at least one loot.', '1 PV al final de cada ronda si llevas al menos un botín.', '1 PV à la fin de chaque manche si vous portez au moins un butin.'), fromTable: { kind: 'held', markers: ['loot', 'neutral-loot'], anySeat: true } },
      { id: 'more-loot', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round if you carry more loot than your rival.', '1 PV al final de cada ronda si llevas más botín que tu rival.', '1 PV à la fin de chaque manche si vous portez plus de butin que votre adversaire.'), fromTable: { kind: 'more', markers: ['loot', 'neutral-loot'], anySeat: true } },
      { id: 'rival-empty', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round if your rival carries none.', '1 PV al final de cada ronda si tu rival no lleva ninguno.', '1 PV à la fin de chaque manche si votre adversaire n’en porte aucun.'), fromTable: { kind: 'rival-none', markers: ['loot', 'neutral-loot'], anySeat: true } },
    ],
  },
  {
    id: 'quadrants',
    kind: 'official',
    name: t('Quadrants', 'Cuadrantes', 'Quadrants'),
    summary: t(
      'The table outside the deployment zones is split in four; hold more quarters than your rival.',
      'La mesa fuera de las zonas de despliegue se divide en cuatro; domina más cuartos que tu rival.',
      'La table hors zones de déploiement est coupée en quatre ; tenez plus de quarts que l’adversaire.',
    ),
    setup: [t('Divide the middle of the table into four quadrants; put a conquest marker in each to show who holds it.', 'Divide el centro de la mesa en cuatro cuadrantes con un marcador de conquista en cada uno.', 'Divisez le centre de la table en quatre quadrants, avec un marqueur de conquête dans chacun.')],
    special: [t('A unit contests a quadrant when its leader stands fully inside it; units that are not demoralised get +1 conquest.', 'Una unidad disputa un cuadrante si su líder está totalmente dentro; las no desmoralizadas ganan +1 de conquista.', 'Une unité dispute un quadrant si son meneur y est entièrement ; les unités non démoralisées gagnent +1 en conquête.')],
    structure: standard,
    markers: [{ id: 'quadrant', side: 'neutral', count: 4, label: t('Quadrant', 'Cuadrante', 'Quadrant') }],
    vpRules: [
      // The card's "2 VP for more quadrants, 1 VP if tied" as two yes/no lines the table fills in.
      { id: 'even-quadrants', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round if you hold at least one quadrant and no fewer than your rival.', '1 PV al final de cada ronda si dominas al menos un cuadrante y no menos que tu rival.', '1 PV à la fin de chaque manche si vous tenez au moins un quadrant et pas moins que votre adversaire.'), fromTable: { kind: 'as-many', markers: ['quadrant'] } },
      { id: 'more-quadrants', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 more VP at the end of each round if you hold more quadrants than your rival.', '1 PV más al final de cada ronda si dominas más cuadrantes que tu rival.', '1 PV de plus à la fin de chaque manche si vous tenez plus de quadrants que votre adversaire.'), fromTable: { kind: 'more', markers: ['quadrant'] } },
      { id: 'forward-quadrant', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP at the end of each round if you hold a quadrant touching your rival’s deployment zone.', '1 PV al final de cada ronda si dominas un cuadrante junto a la zona rival.', '1 PV à la fin de chaque manche si vous tenez un quadrant touchant la zone adverse.') },
    ],
  },
  {
    id: 'battle-lines',
    kind: 'community',
    author: 'Anthony Pham (Viridian)',
    name: t('Battle Lines', 'Líneas de batalla', 'Lignes de bataille'),
    summary: t(
      'Six objectives and a supply chest: hold your line, break theirs, and keep your supplies.',
      'Seis objetivos y un cofre de suministros: mantén tu línea, rompe la suya y protege tus suministros.',
      'Six objectifs et un coffre de ravitaillement : tenez votre ligne, brisez la leur, gardez vos vivres.',
    ),
    setup: [
      t('Place six objective markers: one of each colour plus neutral ones.', 'Coloca seis objetivos: uno de cada color y varios neutrales.', 'Placez six objectifs : un de chaque couleur et des neutres.'),
      t('Each company starts in control of its own supply chest.', 'Cada compañía empieza controlando su cofre de suministros.', 'Chaque compagnie commence en contrôlant son coffre de ravitaillement.'),
    ],
    special: [t('While you hold your chest, once per round one more unit near your objectives may take a single free action.', 'Mientras controles tu cofre, una vez por ronda otra unidad cerca de tus objetivos puede hacer una acción gratuita.', 'Tant que vous tenez votre coffre, une fois par manche une autre unité près de vos objectifs peut faire une action gratuite.')],
    structure: standard,
    markers: [
      { id: 'own', side: 'own', count: 1, label: t('Your objective', 'Tu objetivo', 'Votre objectif') },
      { id: 'rival', side: 'opponent', count: 1, label: t('Rival objective', 'Objetivo rival', 'Objectif adverse') },
      { id: 'neutral', side: 'neutral', count: 2, label: t('Neutral objective', 'Objetivo neutral', 'Objectif neutre') },
      { id: 'supply-chest', side: 'special', count: 2, label: t('Supply chest', 'Cofre de suministros', 'Coffre de ravitaillement') },
    ],
    vpRules: [
      { id: 'hold-rival', timing: 'end_of_round', points: 2, perUnit: false, description: t('2 VP for holding your rival’s coloured objective.', '2 PV por controlar el objetivo del color rival.', '2 PV pour tenir l’objectif de la couleur adverse.'), fromTable: { kind: 'held', markers: ['rival'] } },
      { id: 'hold-own', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP for holding your own coloured objective.', '1 PV por controlar tu objetivo de color.', '1 PV pour tenir votre objectif de couleur.'), fromTable: { kind: 'held', markers: ['own'] } },
      { id: 'hold-neutral', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per neutral objective held.', '1 PV por objetivo neutral controlado.', '1 PV par objectif neutre tenu.'), fromTable: { kind: 'held', markers: ['neutral'] } },
      { id: 'hold-both-neutral', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 more VP for holding both neutral objectives.', '1 PV más si controlas ambos objetivos neutrales.', '1 PV de plus si vous tenez les deux objectifs neutres.'), fromTable: { kind: 'held', markers: ['neutral'], min: 2 } },
    ],
  },
  {
    id: 'breached-front',
    kind: 'community',
    author: 'Anthony Pham (Viridian)',
    name: t('Breached Front', 'Frente roto', 'Front percé'),
    summary: t(
      'The line has a gap: the centre is worth most, but each coloured objective counts too.',
      'La línea tiene una brecha: el centro vale más, pero cada objetivo de color también cuenta.',
      'La ligne est percée : le centre vaut le plus, mais chaque objectif de couleur compte aussi.',
    ),
    setup: [t('Place four objectives: one in the centre, one off to the side and one of each colour.', 'Coloca cuatro objetivos: uno central, uno lateral y uno de cada color.', 'Placez quatre objectifs : un au centre, un sur le côté et un de chaque couleur.')],
    special: [],
    structure: standard,
    markers: [
      { id: 'centre', side: 'neutral', count: 1, label: t('Centre', 'Centro', 'Centre') },
      { id: 'flank', side: 'neutral', count: 1, label: t('Flank', 'Flanco', 'Flanc') },
      { id: 'own', side: 'own', count: 1, label: t('Your objective', 'Tu objetivo', 'Votre objectif') },
      { id: 'rival', side: 'opponent', count: 1, label: t('Rival objective', 'Objetivo rival', 'Objectif adverse') },
    ],
    vpRules: [
      { id: 'hold-centre', timing: 'end_of_round', points: 2, perUnit: false, description: t('2 VP for holding the centre.', '2 PV por controlar el centro.', '2 PV pour tenir le centre.'), fromTable: { kind: 'held', markers: ['centre'] } },
      { id: 'hold-flank', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP for holding the flank objective.', '1 PV por controlar el flanco.', '1 PV pour tenir le flanc.'), fromTable: { kind: 'held', markers: ['flank'] } },
      { id: 'hold-coloured', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP for each coloured objective you hold, yours or your rival’s.', '1 PV por cada objetivo de color que controles, tuyo o rival.', '1 PV par objectif de couleur tenu, le vôtre ou l’adverse.'), fromTable: { kind: 'held', markers: ['own', 'rival'] } },
    ],
  },
  {
    id: 'ghosts-from-the-mist',
    kind: 'community',
    author: 'Vladimir Sagalov (FinalForm)',
    name: t('Ghosts from the Mist', 'Fantasmas de la niebla', 'Fantômes de la brume'),
    summary: t(
      'Restless spirits drift across the centre; steer them toward your side of the field.',
      'Espíritus inquietos vagan por el centro; guíalos hacia tu lado del campo.',
      'Des esprits errants dérivent au centre ; menez-les vers votre côté du champ.',
    ),
    setup: [
      t('Put four ghost markers on the centre line and two coloured objectives in each half.', 'Pon cuatro fantasmas en la línea central y dos objetivos de color en cada mitad.', 'Posez quatre fantômes sur la ligne centrale et deux objectifs de couleur par moitié.'),
      t('An event triggers during the game; track it on the turn counter.', 'Un evento se activa durante la partida; síguelo en el contador de turnos.', 'Un événement survient en cours de partie ; suivez-le sur le compteur de tours.'),
    ],
    special: [t('When the event fires, whoever holds a ghost may move it a short way; ghosts hurt enemies and calm friends they end beside.', 'Al activarse el evento, quien controla un fantasma puede moverlo un poco; daña a enemigos y calma a aliados junto a los que acaba.', 'Quand l’événement survient, qui tient un fantôme peut le déplacer un peu ; il blesse les ennemis et apaise les alliés à côté.')],
    structure: { rounds: 3, turnsPerRound: [4, 4, 4], endsWhenCompanyDestroyed: true },
    markers: [
      { id: 'ghost', side: 'neutral', count: 4, label: t('Ghost', 'Fantasma', 'Fantôme') },
      { id: 'own', side: 'own', count: 1, label: t('Your objective', 'Tu objetivo', 'Votre objectif') },
    ],
    vpRules: [
      { id: 'ghosts-forward', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP if more ghosts stand in your rival’s half than in yours.', '1 PV si hay más fantasmas en la mitad rival que en la tuya.', '1 PV si plus de fantômes sont dans la moitié adverse que dans la vôtre.') },
      { id: 'hold-ghost', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP if you hold at least one ghost.', '1 PV si controlas al menos un fantasma.', '1 PV si vous tenez au moins un fantôme.'), fromTable: { kind: 'held', markers: ['ghost'] } },
      { id: 'hold-three-ghosts', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 more VP if you hold three ghosts or more.', '1 PV más si controlas tres fantasmas o más.', '1 PV de plus si vous tenez trois fantômes ou plus.'), fromTable: { kind: 'held', markers: ['ghost'], min: 3 } },
      { id: 'bring-home', timing: 'end_of_round', points: 3, perUnit: true, description: t('3 VP per ghost you bring next to your own objective; it then leaves the game.', '3 PV por fantasma que lleves junto a tu objetivo; después sale del juego.', '3 PV par fantôme amené près de votre objectif ; il quitte alors la partie.') },
    ],
  },
  {
    id: 'sacred-land',
    kind: 'community',
    author: 'Vladimir Sagalov (FinalForm)',
    name: t('Sacred Land', 'Tierra sagrada', 'Terre sacrée'),
    summary: t(
      'Holy ground with altars: pray to strengthen your units and make offerings for glory.',
      'Suelo sagrado con altares: reza para reforzar tus unidades y haz ofrendas para ganar gloria.',
      'Une terre sainte et ses autels : priez pour renforcer vos unités et faites des offrandes.',
    ),
    setup: [t('Place two great altars and three lesser altars as objectives.', 'Coloca dos altares mayores y tres menores como objetivos.', 'Placez deux grands autels et trois petits autels comme objectifs.')],
    special: [t('Near a lesser altar a unit can pray to raise its conquest for the rest of the game; near a great altar it can make an offering.', 'Cerca de un altar menor una unidad puede rezar y subir su conquista el resto de la partida; cerca de uno mayor puede hacer una ofrenda.', 'Près d’un petit autel une unité peut prier pour augmenter sa conquête ; près d’un grand autel elle peut faire une offrande.')],
    structure: { rounds: 4, turnsPerRound: [2, 3, 4, 5], endsWhenCompanyDestroyed: true },
    markers: [
      { id: 'great-altar', side: 'neutral', count: 2, label: t('Great altar', 'Altar mayor', 'Grand autel') },
      { id: 'lesser-altar', side: 'neutral', count: 3, label: t('Lesser altar', 'Altar menor', 'Petit autel') },
    ],
    vpRules: [
      { id: 'lesser-altars', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP for holding two or more lesser altars.', '1 PV por controlar dos o más altares menores.', '1 PV pour tenir deux petits autels ou plus.'), fromTable: { kind: 'held', markers: ['lesser-altar'], min: 2 } },
      { id: 'great-altar', timing: 'end_of_round', points: 1, perUnit: false, description: t('1 VP for holding at least one great altar.', '1 PV por controlar al menos un altar mayor.', '1 PV pour tenir au moins un grand autel.'), fromTable: { kind: 'held', markers: ['great-altar'] } },
      { id: 'offerings', timing: 'immediate', points: 3, perUnit: false, maxPerGame: 3, description: t('3 VP, once per game, for making offerings at both great altars.', '3 PV, una vez por partida, por ofrendar en ambos altares mayores.', '3 PV, une fois par partie, pour des offrandes aux deux grands autels.') },
    ],
  },
  {
    id: 'rescue-mission',
    kind: 'community',
    author: 'Vladimir Sagalov (FinalForm)',
    name: t('Rescue Mission', 'Misión de rescate', 'Mission de sauvetage'),
    summary: t(
      'Save your wounded before the field turns to mourning, and take revenge for every loss.',
      'Salva a tus heridos antes de que el campo se vuelva luto, y venga cada pérdida.',
      'Sauvez vos blessés avant que le champ ne devienne deuil, et vengez chaque perte.',
    ),
    setup: [
      t('Place six fallen-comrade markers in the two companies’ colours.', 'Coloca seis marcadores de camarada caído con los colores de ambas compañías.', 'Placez six marqueurs de camarade tombé aux couleurs des deux compagnies.'),
      t('An event later turns the remaining markers into places of mourning.', 'Más tarde un evento convierte los marcadores restantes en lugares de luto.', 'Plus tard, un événement change les marqueurs restants en lieux de deuil.'),
    ],
    special: [t('Units can rescue a comrade near a marker of their colour, and gather vengeance tokens by hurting enemies.', 'Las unidades pueden rescatar a un camarada junto a un marcador de su color y acumulan fichas de venganza al dañar enemigos.', 'Les unités peuvent sauver un camarade près d’un marqueur de leur couleur et gagnent des jetons de vengeance en blessant l’ennemi.')],
    structure: { rounds: 3, turnsPerRound: [4, 4, 4], endsWhenCompanyDestroyed: true },
    markers: [{ id: 'fallen-comrade', side: 'own', count: 3, label: t('Fallen comrade', 'Camarada caído', 'Camarade tombé') }],
    vpRules: [
      { id: 'hold-comrade', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per fallen-comrade marker you hold.', '1 PV por marcador de camarada caído que controles.', '1 PV par marqueur de camarade tombé tenu.'), fromTable: { kind: 'held', markers: ['fallen-comrade'] } },
      { id: 'survivors', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per rescued survivor on a unit that is on the table and not engaged.', '1 PV por superviviente en una unidad en mesa y no trabada.', '1 PV par survivant sur une unité en jeu et non engagée.') },
      { id: 'vengeance', timing: 'end_of_round', points: 1, perUnit: true, description: t('1 VP per two vengeance tokens spent near a place of mourning of your colour.', '1 PV por cada dos fichas de venganza gastadas junto a un lugar de luto de tu color.', '1 PV par paire de jetons de vengeance dépensés près d’un lieu de deuil de votre couleur.') },
    ],
  },
];
