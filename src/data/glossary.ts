import type { GlossaryEntry, GlossaryKind } from '../domain/army/data-pack-schema';

/**
 * Short explanations of every characteristic, keyword and special rule used by
 * the units in this pack, and of every characteristic in the vocabulary whether
 * a unit has it yet or not, written by us in plain words. They say what a term
 * is about in general; the game's own rules remain the authority on details.
 */

type Term = Omit<GlossaryEntry, 'kind'>;

const ofKind =
  (kind: GlossaryKind) =>
  (term: Term): GlossaryEntry => ({ id: term.id, kind, name: term.name, description: term.description });

/* ---------- characteristics ---------- */

const characteristics: Term[] = [
  {
    id: 'infantry',
    name: { en: 'Infantry', es: 'Infantería', fr: 'Infanterie' },
    description: {
      en: 'Soldiers fighting on foot as a regiment. Many characters can only join infantry units.',
      es: 'Soldados que combaten a pie formando un regimiento. Muchos personajes solo pueden unirse a unidades de infantería.',
      fr: "Soldats combattant à pied en régiment. De nombreux personnages ne peuvent rejoindre que des unités d'infanterie.",
    },
  },
  {
    id: 'mounted',
    name: { en: 'Mounted', es: 'Montado', fr: 'Monté' },
    description: {
      en: 'A figure riding a mount. Rules that single out riders, rather than fighters on foot, apply to it.',
      es: 'Una figura a lomos de una montura. Le afectan las reglas que distinguen a los jinetes de quienes luchan a pie.',
      fr: "Une figurine sur une monture. Les règles qui visent les cavaliers, et non les combattants à pied, s'appliquent à elle.",
    },
  },
  {
    id: 'cavalry',
    name: { en: 'Cavalry', es: 'Caballería', fr: 'Cavalerie' },
    description: {
      en: 'Riders on mounts, quicker across the battlefield than troops on foot.',
      es: 'Jinetes sobre monturas, más rápidos en el campo de batalla que las tropas a pie.',
      fr: 'Cavaliers sur leurs montures, plus rapides sur le champ de bataille que les troupes à pied.',
    },
  },
  {
    id: 'character',
    name: { en: 'Character', es: 'Personaje', fr: 'Personnage' },
    description: {
      en: 'A single notable figure who usually fights from within a regiment rather than alone.',
      es: 'Una figura destacada e individual que suele combatir dentro de un regimiento en lugar de en solitario.',
      fr: "Une figure notable et unique qui combat le plus souvent au sein d'un régiment plutôt que seule.",
    },
  },
  {
    id: 'companion',
    name: { en: 'Companion', es: 'Compañero', fr: 'Compagnon' },
    description: {
      en: 'A follower tied to one particular character; it only takes the field alongside that character.',
      es: 'Un acompañante ligado a un personaje concreto; solo sale al campo de batalla junto a él.',
      fr: "Un compagnon lié à un personnage précis ; il n'entre en jeu qu'à ses côtés.",
    },
  },
  {
    id: 'high-command',
    name: { en: 'High Command', es: 'Alto Mando', fr: 'Haut commandement' },
    description: {
      en: 'A leader able to take charge of the whole army, and so a candidate for its general.',
      es: 'Un líder capaz de dirigir todo el ejército y, por tanto, candidato a ser su general.',
      fr: "Un chef capable de diriger toute l'armée, et donc candidat au rôle de général.",
    },
  },
  {
    id: 'colossal-company',
    name: { en: 'Colossal Company', es: 'Compañía Colosal', fr: 'Compagnie colossale' },
    description: {
      en: 'A member of the Colossal Company, a band of notable heroes who turn up in several factions.',
      es: 'Miembro de la Compañía Colosal, un grupo de héroes notables presente en varias facciones.',
      fr: 'Membre de la Compagnie colossale, un groupe de héros notables présent dans plusieurs factions.',
    },
  },
  {
    id: 'mercenary',
    name: { en: 'Mercenary', es: 'Mercenario', fr: 'Mercenaire' },
    description: {
      en: 'A fighter for hire who can be found in the armies of more than one faction.',
      es: 'Un combatiente a sueldo que puede aparecer en los ejércitos de más de una facción.',
      fr: "Un combattant à louer que l'on peut trouver dans les armées de plusieurs factions.",
    },
  },
  {
    id: 'human',
    name: { en: 'Human', es: 'Humano', fr: 'Humain' },
    description: {
      en: 'The unit is made up of humans. Some abilities only work with units of a given people.',
      es: 'La unidad está formada por humanos. Algunas habilidades solo funcionan con unidades de un pueblo concreto.',
      fr: "L'unité est composée d'humains. Certaines capacités ne fonctionnent qu'avec les unités d'un peuple donné.",
    },
  },
  {
    id: 'orc',
    name: { en: 'Orc', es: 'Orco', fr: 'Orque' },
    description: {
      en: 'The unit is made up of orcs, one of the peoples of the Northern Tribes.',
      es: 'La unidad está formada por orcos, uno de los pueblos de las Tribus del Norte.',
      fr: "L'unité est composée d'orques, l'un des peuples des Tribus du Nord.",
    },
  },
  {
    id: 'dwarf',
    name: { en: 'Dwarf', es: 'Enano', fr: 'Nain' },
    description: {
      en: 'The unit is made up of dwarves. Abilities aimed at dwarves apply to it.',
      es: 'La unidad está formada por enanos. Las habilidades dirigidas a enanos le afectan.',
      fr: "L'unité est composée de nains. Les capacités visant les nains s'appliquent à elle.",
    },
  },
  {
    id: 'ghent',
    name: { en: 'Ghent' },
    description: {
      en: 'A dwarven people; in this pack every Ghent unit is also a dwarf.',
      es: 'Un pueblo enano; en este paquete todas las unidades ghent son también enanas.',
      fr: 'Un peuple nain ; dans ce paquet, toutes les unités ghent sont aussi naines.',
    },
  },
  {
    id: 'elf',
    name: { en: 'Elf', es: 'Elfo', fr: 'Elfe' },
    description: {
      en: 'The unit is made up of elves, a people found in several factions.',
      es: 'La unidad está formada por elfos, un pueblo presente en varias facciones.',
      fr: "L'unité est composée d'elfes, un peuple présent dans plusieurs factions.",
    },
  },
  {
    id: 'aestari',
    name: { en: 'Aestari' },
    description: {
      en: 'An elven people serving the Hegemony of Embersig, many of them spellcasters.',
      es: 'Un pueblo élfico al servicio de la Hegemonía de Embersig, muchos de ellos lanzadores de hechizos.',
      fr: "Un peuple elfe au service de l'Hégémonie d'Embersig, dont beaucoup manient la magie.",
    },
  },
  {
    id: 'alven',
    name: { en: 'Alven' },
    description: {
      en: 'An elven lineage found among the Scions of Yaldabaoth. Other rules may refer to it.',
      es: 'Un linaje élfico presente entre los Vástagos de Yaldabaoth. Otras reglas pueden hacer referencia a él.',
      fr: "Une lignée elfe présente parmi les Rejetons de Yaldabaoth. D'autres règles peuvent y faire référence.",
    },
  },
  {
    id: 'varank',
    name: { en: 'Varank' },
    description: {
      en: 'A people of the Northern Tribes. Several northern characters can only join Varank units.',
      es: 'Un pueblo de las Tribus del Norte. Varios personajes norteños solo pueden unirse a unidades varank.',
      fr: 'Un peuple des Tribus du Nord. Plusieurs personnages du Nord ne peuvent rejoindre que des unités varank.',
    },
  },
  {
    id: 'nemorous',
    name: { en: 'Nemorous' },
    description: {
      en: 'A trait of beings bound to the wild woods, common among the Sÿenann.',
      es: 'Un rasgo de los seres ligados a los bosques salvajes, habitual entre los Sÿenann.',
      fr: 'Un trait des êtres liés aux forêts sauvages, courant chez les Sÿenann.',
    },
  },
  {
    id: 'syenann',
    name: { en: 'Sÿenann' },
    description: {
      en: 'A member of the Sÿenann people. Several Sÿenann characters can only join units with this trait.',
      es: 'Miembro del pueblo Sÿenann. Varios personajes Sÿenann solo pueden unirse a unidades con este rasgo.',
      fr: 'Membre du peuple Sÿenann. Plusieurs personnages Sÿenann ne peuvent rejoindre que des unités ayant ce trait.',
    },
  },
  {
    id: 'red-cap',
    name: { en: 'Red Cap' },
    description: {
      en: 'One of the Red Caps serving the Scions of Yaldabaoth. Some Scions characters can only join Red Cap units.',
      es: 'Uno de los Red Caps al servicio de los Vástagos de Yaldabaoth. Algunos personajes solo pueden unirse a unidades Red Cap.',
      fr: 'Un des Red Caps au service des Rejetons de Yaldabaoth. Certains personnages ne peuvent rejoindre que des unités Red Cap.',
    },
  },
  {
    id: 'beast',
    name: { en: 'Beast', es: 'Bestia', fr: 'Bête' },
    description: {
      en: 'Animals or monstrous creatures rather than a thinking people. Some abilities only work with beasts.',
      es: 'Animales o criaturas monstruosas en lugar de un pueblo pensante. Algunas habilidades solo funcionan con bestias.',
      fr: "Des animaux ou des créatures monstrueuses plutôt qu'un peuple pensant. Certaines capacités ne visent que les bêtes.",
    },
  },
  {
    id: 'construct',
    name: { en: 'Construct', es: 'Constructo', fr: 'Construct' },
    description: {
      en: 'An artificial being, built and set in motion rather than born. Some abilities only work with constructs.',
      es: 'Un ser artificial, construido y puesto en marcha en lugar de nacido. Algunas habilidades solo funcionan con constructos.',
      fr: "Un être artificiel, fabriqué et mis en mouvement plutôt que né. Certaines capacités ne visent que les constructs.",
    },
  },
  {
    id: 'undead',
    name: { en: 'Undead', es: 'No muerto', fr: 'Mort-vivant' },
    description: {
      en: 'The dead made to walk again. Some abilities only work with undead units, or treat them differently.',
      es: 'Muertos que vuelven a caminar. Algunas habilidades solo funcionan con unidades no muertas o las tratan de otro modo.',
      fr: "Des morts qui marchent à nouveau. Certaines capacités ne visent que les unités mortes-vivantes, ou les traitent à part.",
    },
  },
  {
    id: 'living-flesh',
    name: { en: 'Living Flesh', es: 'Carne Viva', fr: 'Chair vivante' },
    description: {
      en: 'A body of living flesh. Scions abilities often treat living and dead flesh differently.',
      es: 'Un cuerpo de carne viva. Las habilidades de los Vástagos suelen tratar de forma distinta la carne viva y la muerta.',
      fr: 'Un corps de chair vivante. Les capacités des Rejetons distinguent souvent la chair vivante de la chair morte.',
    },
  },
  {
    id: 'dead-flesh',
    name: { en: 'Dead Flesh', es: 'Carne Muerta', fr: 'Chair morte' },
    description: {
      en: 'A body of dead flesh put back to use. Some characters can only join dead-flesh units.',
      es: 'Un cuerpo de carne muerta devuelto a la acción. Algunos personajes solo pueden unirse a unidades de carne muerta.',
      fr: 'Un corps de chair morte remis en service. Certains personnages ne peuvent rejoindre que des unités de chair morte.',
    },
  },
  {
    id: 'risen',
    name: { en: 'Risen' },
    description: {
      en: 'A body raised to walk and fight again after death.',
      es: 'Un cuerpo alzado para caminar y luchar de nuevo tras la muerte.',
      fr: 'Un corps relevé pour marcher et combattre à nouveau après la mort.',
    },
  },
  {
    id: 'darkminded',
    name: { en: 'Darkminded' },
    description: {
      en: 'A trait shared by the elven masters and casters of the Scions of Yaldabaoth. Other rules may refer to it.',
      es: 'Un rasgo compartido por los maestros y hechiceros élficos de los Vástagos de Yaldabaoth. Otras reglas pueden mencionarlo.',
      fr: "Un trait partagé par les maîtres et lanceurs de sorts elfes des Rejetons de Yaldabaoth. D'autres règles peuvent y renvoyer.",
    },
  },
  {
    id: 'projectile',
    name: { en: 'Projectile', es: 'Proyectil', fr: 'Projectile' },
    description: {
      en: 'A trait carried by several Red Cap units. Other abilities can single out units that have it.',
      es: 'Un rasgo que llevan varias unidades Red Cap. Otras habilidades pueden señalar a las unidades que lo tienen.',
      fr: "Un trait porté par plusieurs unités Red Cap. D'autres capacités peuvent cibler les unités qui l'ont.",
    },
  },
  {
    id: 'ashen',
    name: { en: 'Ashen' },
    description: {
      en: 'A rare trait found on very few units. Other rules may refer to it.',
      es: 'Un rasgo poco común que aparece en muy pocas unidades. Otras reglas pueden hacer referencia a él.',
      fr: "Un trait rare présent sur très peu d'unités. D'autres règles peuvent y faire référence.",
    },
  },
  {
    id: 'fog',
    name: { en: 'Fog', es: 'Niebla', fr: 'Brume' },
    description: {
      en: 'A rare trait tied to mist and concealment. Other rules may refer to it.',
      es: 'Un rasgo poco común ligado a la bruma y al ocultamiento. Otras reglas pueden hacer referencia a él.',
      fr: "Un trait rare lié à la brume et à la dissimulation. D'autres règles peuvent y faire référence.",
    },
  },
  {
    id: 'shadow',
    name: { en: 'Shadow', es: 'Sombra', fr: 'Ombre' },
    description: {
      en: 'A trait of units that move unseen under cover of shadow. Other rules may refer to it.',
      es: 'Un rasgo de las unidades que se mueven sin ser vistas al amparo de las sombras. Otras reglas pueden mencionarlo.',
      fr: "Un trait des unités qui se déplacent sans être vues à la faveur de l'ombre. D'autres règles peuvent y renvoyer.",
    },
  },
];

/* ---------- terms used both as keywords and as special rules ---------- */

const aim: Term = {
  id: 'aim',
  name: { en: 'Aim' },
  description: {
    en: 'The unit takes careful aim, making its shooting more reliable.',
    es: 'La unidad apunta con cuidado, lo que hace sus disparos más fiables.',
    fr: "L'unité vise avec soin, ce qui rend ses tirs plus fiables.",
  },
};

const bloodlust: Term = {
  id: 'bloodlust',
  name: { en: 'Bloodlust' },
  description: {
    en: 'The unit grows fiercer once blood is spilled. A value in brackets narrows whom it applies to.',
    es: 'La unidad se vuelve más feroz cuando corre la sangre. Un valor entre paréntesis limita a quién se aplica.',
    fr: "L'unité devient plus féroce dès que le sang coule. Une valeur entre parenthèses précise à qui cela s'applique.",
  },
};

const dispel: Term = {
  id: 'dispel',
  name: { en: 'Dispel' },
  description: {
    en: 'The unit can try to undo enemy spells. The value in brackets names the dice it uses, such as BLU or BLK.',
    es: 'La unidad puede intentar deshacer hechizos enemigos. El valor entre paréntesis indica los dados que usa, como BLU o BLK.',
    fr: "L'unité peut tenter de défaire les sorts ennemis. La valeur entre parenthèses indique les dés utilisés, comme BLU ou BLK.",
  },
};

const elite: Term = {
  id: 'elite',
  name: { en: 'Elite' },
  description: {
    en: 'A seasoned, well-drilled fighter who performs above ordinary troops.',
    es: 'Un combatiente veterano y bien entrenado que rinde por encima de las tropas corrientes.',
    fr: 'Un combattant aguerri et bien entraîné, plus efficace que les troupes ordinaires.',
  },
};

const fearless: Term = {
  id: 'fearless',
  name: { en: 'Fearless' },
  description: {
    en: 'The unit is very hard to scare; fear has little hold on it.',
    es: 'La unidad es muy difícil de asustar; el miedo apenas le afecta.',
    fr: "L'unité est très difficile à effrayer ; la peur a peu de prise sur elle.",
  },
};

const immovable: Term = {
  id: 'immovable',
  name: { en: 'Immovable' },
  description: {
    en: 'The unit holds its ground and is hard to push or shift against its will.',
    es: 'La unidad mantiene su posición y es difícil de empujar o desplazar contra su voluntad.',
    fr: "L'unité tient sa position et se laisse difficilement pousser ou déplacer contre son gré.",
  },
};

const intimidating: Term = {
  id: 'intimidating',
  name: { en: 'Intimidating' },
  description: {
    en: 'The unit unsettles the enemies facing it. The number in brackets shows how strong the effect is.',
    es: 'La unidad inquieta a los enemigos que se le enfrentan. El número entre paréntesis indica la intensidad del efecto.',
    fr: "L'unité déstabilise les ennemis qui lui font face. Le nombre entre parenthèses indique la force de l'effet.",
  },
};

const preferredTerrain: Term = {
  id: 'preferred-terrain',
  name: { en: 'Preferred Terrain' },
  description: {
    en: 'The unit is at home in the terrain named in brackets, such as rugged ground or forest.',
    es: 'La unidad se desenvuelve con soltura en el terreno indicado entre paréntesis, como terreno abrupto o bosque.',
    fr: "L'unité est à son aise dans le terrain indiqué entre parenthèses, comme un sol accidenté ou une forêt.",
  },
};

const raging: Term = {
  id: 'raging',
  name: { en: 'Raging' },
  description: {
    en: 'The unit is driven by fury: dangerous up close, but not easy to hold back.',
    es: 'La unidad se mueve por la furia: peligrosa en el cuerpo a cuerpo, pero difícil de contener.',
    fr: "L'unité est animée par la fureur : redoutable au corps à corps, mais difficile à retenir.",
  },
};

const scout: Term = {
  id: 'scout',
  name: { en: 'Scout' },
  description: {
    en: 'The unit can get into position early, ahead of the rest of the army.',
    es: 'La unidad puede tomar posiciones pronto, por delante del resto del ejército.',
    fr: "L'unité peut prendre position tôt, en avance sur le reste de l'armée.",
  },
};

/* ---------- keywords ---------- */

const keywords: Term[] = [
  {
    id: 'join',
    name: { en: 'Join' },
    description: {
      en: 'The character can join a unit of the kind named in brackets, e.g. Join (Infantry Orc). Several Join entries mean several possible units.',
      es: 'El personaje puede unirse a una unidad del tipo indicado entre paréntesis, p. ej. Join (Infantry Orc). Varias entradas Join indican varias opciones.',
      fr: "Le personnage peut rejoindre une unité du type indiqué entre parenthèses, par ex. Join (Infantry Orc). Plusieurs entrées Join offrent plusieurs choix.",
    },
  },
  {
    id: 'spellcaster',
    name: { en: 'Spellcaster' },
    description: {
      en: 'The unit can cast spells.',
      es: 'La unidad puede lanzar hechizos.',
      fr: "L'unité peut lancer des sorts.",
    },
  },
  {
    id: 'cover',
    name: { en: 'Cover' },
    description: {
      en: 'The unit is better protected from ranged attacks. The value in brackets names the die involved.',
      es: 'La unidad está mejor protegida de los ataques a distancia. El valor entre paréntesis indica el dado implicado.',
      fr: "L'unité est mieux protégée des attaques à distance. La valeur entre parenthèses indique le dé concerné.",
    },
  },
  {
    id: 'ambusher',
    name: { en: 'Ambusher' },
    description: {
      en: 'The unit can stay hidden and enter the battle later, taking the enemy by surprise.',
      es: 'La unidad puede permanecer oculta y entrar más tarde en la batalla, sorprendiendo al enemigo.',
      fr: "L'unité peut rester cachée et entrer plus tard dans la bataille, prenant l'ennemi par surprise.",
    },
  },
  {
    id: 'berserker-rage',
    name: { en: 'Berserker Rage' },
    description: {
      en: 'The unit fights with a growing frenzy, trading caution for raw aggression.',
      es: 'La unidad lucha con un frenesí creciente y cambia la prudencia por pura agresividad.',
      fr: "L'unité combat avec une frénésie croissante, troquant la prudence contre l'agressivité pure.",
    },
  },
  {
    id: 'golem',
    name: { en: 'Golem' },
    description: {
      en: 'The unit is a crafted body brought to life by magic rather than a natural creature.',
      es: 'La unidad es un cuerpo fabricado y animado por la magia, no una criatura natural.',
      fr: "L'unité est un corps façonné et animé par la magie, et non une créature naturelle.",
    },
  },
  {
    id: 'large',
    name: { en: 'Large' },
    description: {
      en: 'The unit is big: it takes up more room and stands out on the battlefield.',
      es: 'La unidad es grande: ocupa más espacio y destaca en el campo de batalla.',
      fr: "L'unité est imposante : elle prend plus de place et se remarque sur le champ de bataille.",
    },
  },
  {
    id: 'tinge',
    name: { en: 'Tinge' },
    description: {
      en: 'A magical mark the unit can leave on the battle; its card explains exactly how it is used.',
      es: 'Una marca mágica que la unidad puede dejar en la batalla; su carta explica cómo se usa exactamente.',
      fr: "Une marque magique que l'unité peut laisser sur la bataille ; sa carte précise comment l'utiliser.",
    },
  },
  aim,
  bloodlust,
  dispel,
  elite,
  fearless,
  immovable,
  intimidating,
  preferredTerrain,
  raging,
  scout,
];

/* ---------- special rules ---------- */

const specialRules: Term[] = [
  {
    id: 'disarmed',
    name: { en: 'Disarmed' },
    description: {
      en: "A state that blunts a unit's attacks until it recovers.",
      es: 'Un estado que debilita los ataques de una unidad hasta que se recupera.',
      fr: "Un état qui affaiblit les attaques d'une unité jusqu'à ce qu'elle s'en remette.",
    },
  },
  {
    id: 'vulnerable',
    name: { en: 'Vulnerable' },
    description: {
      en: 'A state that leaves a unit easier to hurt until it recovers.',
      es: 'Un estado que deja a una unidad más expuesta al daño hasta que se recupera.',
      fr: "Un état qui rend une unité plus facile à blesser jusqu'à ce qu'elle s'en remette.",
    },
  },
  {
    id: 'frightened',
    name: { en: 'Frightened' },
    description: {
      en: "A state that shakes a unit's nerve, making it less dependable until it recovers.",
      es: 'Un estado que quebranta el ánimo de una unidad y la hace menos fiable hasta que se recupera.',
      fr: "Un état qui ébranle le moral d'une unité et la rend moins fiable jusqu'à ce qu'elle s'en remette.",
    },
  },
  {
    id: 'slowed',
    name: { en: 'Slowed' },
    description: {
      en: 'A state that cuts how far a unit can move until it recovers.',
      es: 'Un estado que reduce cuánto puede moverse una unidad hasta que se recupera.',
      fr: "Un état qui réduit la distance qu'une unité peut parcourir jusqu'à ce qu'elle s'en remette.",
    },
  },
  {
    id: 'immune-to-state',
    name: { en: 'Immune to State' },
    description: {
      en: 'The unit shrugs off one or more states that would normally hinder it.',
      es: 'La unidad ignora uno o más estados que normalmente la perjudicarían.',
      fr: "L'unité ignore un ou plusieurs états qui la gêneraient normalement.",
    },
  },
  {
    id: 'shove',
    name: { en: 'Shove' },
    description: {
      en: 'Pushes a unit away; the number in brackets is the distance.',
      es: 'Empuja a una unidad para alejarla; el número entre paréntesis es la distancia.',
      fr: 'Repousse une unité ; le nombre entre parenthèses est la distance.',
    },
  },
  {
    id: 'attract',
    name: { en: 'Attract' },
    description: {
      en: 'Pulls a unit closer; the number in brackets is the distance.',
      es: 'Atrae a una unidad hacia sí; el número entre paréntesis es la distancia.',
      fr: 'Attire une unité vers soi ; le nombre entre parenthèses est la distance.',
    },
  },
  {
    id: 'displace',
    name: { en: 'Displace' },
    description: {
      en: 'Moves a unit to a new position nearby; a value in brackets limits how far.',
      es: 'Mueve una unidad a una nueva posición cercana; un valor entre paréntesis limita la distancia.',
      fr: 'Déplace une unité vers une position proche ; une valeur entre parenthèses limite la distance.',
    },
  },
  {
    id: 'place',
    name: { en: 'Place' },
    description: {
      en: 'Sets a unit down at a new spot instead of moving it step by step; a value in brackets limits how far.',
      es: 'Coloca una unidad en un nuevo punto en lugar de moverla paso a paso; un valor entre paréntesis limita la distancia.',
      fr: 'Pose une unité à un nouvel endroit au lieu de la déplacer pas à pas ; une valeur entre parenthèses limite la distance.',
    },
  },
  {
    id: 'flee',
    name: { en: 'Flee' },
    description: {
      en: 'Makes a unit fall back away from danger.',
      es: 'Hace que una unidad retroceda para alejarse del peligro.',
      fr: "Fait reculer une unité pour l'éloigner du danger.",
    },
  },
  {
    id: 'repeat-a-die',
    name: { en: 'Repeat a Die' },
    description: {
      en: 'Lets one die be rolled again, keeping the new result.',
      es: 'Permite volver a tirar un dado y quedarse con el nuevo resultado.',
      fr: 'Permet de relancer un dé et de garder le nouveau résultat.',
    },
  },
  {
    id: 'fix-a-die',
    name: { en: 'Fix a Die' },
    description: {
      en: 'Lets one die be set to a chosen result instead of relying on the roll.',
      es: 'Permite fijar un dado en el resultado elegido en lugar de depender de la tirada.',
      fr: 'Permet de fixer un dé sur le résultat choisi au lieu de se fier au jet.',
    },
  },
  {
    id: 'cancel-a-symbol',
    name: { en: 'Cancel a Symbol' },
    description: {
      en: 'Removes one symbol from a roll, taking the edge off an attack or a defence.',
      es: 'Elimina un símbolo de una tirada, restando eficacia a un ataque o a una defensa.',
      fr: "Retire un symbole d'un jet, ce qui affaiblit une attaque ou une défense.",
    },
  },
  {
    id: 'heal',
    name: { en: 'Heal' },
    description: {
      en: 'Restores some of the wounds a unit has taken.',
      es: 'Recupera parte de las heridas que ha sufrido una unidad.',
      fr: "Rend une partie des blessures qu'une unité a subies.",
    },
  },
  {
    id: 'impassable',
    name: { en: 'Impassable' },
    description: {
      en: 'Makes a unit or an area impossible to move through.',
      es: 'Hace que una unidad o una zona no se pueda atravesar.',
      fr: 'Rend une unité ou une zone infranchissable.',
    },
  },
  {
    id: 'trap',
    name: { en: 'Trap' },
    description: {
      en: 'Leaves a hazard that hinders or harms enemies who walk into it.',
      es: 'Deja un peligro que entorpece o daña a los enemigos que se meten en él.',
      fr: "Laisse un piège qui gêne ou blesse les ennemis qui s'y aventurent.",
    },
  },
  {
    id: 'rugged',
    name: { en: 'Rugged' },
    description: {
      en: 'Relates to rugged terrain: broken, uneven ground that is hard to cross.',
      es: 'Relacionado con el terreno abrupto: suelo roto e irregular, difícil de atravesar.',
      fr: 'Lié au terrain accidenté : un sol inégal et difficile à traverser.',
    },
  },
  aim,
  bloodlust,
  dispel,
  elite,
  fearless,
  immovable,
  intimidating,
  preferredTerrain,
  raging,
  scout,
];

export const glossary: GlossaryEntry[] = [
  ...characteristics.map(ofKind('characteristic')),
  ...keywords.map(ofKind('keyword')),
  ...specialRules.map(ofKind('special-rule')),
];
